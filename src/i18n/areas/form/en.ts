// The form components' strings in English: the reference the other locales must fill.
export const formEn = {
  "form.add": "Add",
  "form.add-item": "Add an item",
  "form.remove": "Remove",
  "form.remove-numbered": "Remove item {number}",
  "form.remove-numbered-in": "Remove item {number} from “{list}”",
  "form.move-up": "Move up",
  "form.move-down": "Move down",
  "form.copy": "Duplicate",
  "form.move-up-numbered": "Move item {number} up",
  "form.move-up-numbered-in": "Move item {number} up in “{list}”",
  "form.move-down-numbered": "Move item {number} down",
  "form.move-down-numbered-in": "Move item {number} down in “{list}”",
  "form.copy-numbered": "Duplicate item {number}",
  "form.copy-numbered-in": "Duplicate item {number} in “{list}”",
  // A list item's section title: by the item's own title ("Owner 2"), else as an item ("Item 2").
  "form.item-numbered": "Item {number}",
  "form.item-titled": "{title} {number}",
  // Said by the form's status after an item's Remove (focus has moved on to another item).
  "form.item-removed": "Item removed",
  "form.required": "This field is required.",
  "form.choose": "Choose…",
  "form.scan-hint": "Paste the text of the QR code here.",
  // A schema's `placeholder` is an example, never a filled-in answer: said so before it.
  "form.example": "e.g. {example}",
  "form.unsafe": "This form cannot be shown safely.",
  // Address lines the spec limits to printable ASCII: what the customer typed, as it will be sent.
  "form.ascii.preview": "Will be sent as: {value}",
  "form.ascii.refused": "These characters cannot be sent: {characters}. Please write them in Latin letters.",
  "form.date.day": "DD",
  "form.date.month": "MM",
  "form.date.year": "YYYY",
  "form.date.format": "Enter the date as {pattern}, for example {example}.",
  "form.date.impossible": "This date does not exist: check the day and the month.",
  "form.date.read-as": "We read this as {date}.",
  // Under the form's title: what the customer must answer (the labels mark the optional fields).
  "form.required.all": "All fields are required.",
  "form.required.unless-optional": "All fields are required unless marked (optional).",
  "form.awaiting-choice": "Choose “{question}” first: what to fill in next depends on your answer.",
  "form.problems": "Some answers need a change: see the messages under the fields.",
} as const;
