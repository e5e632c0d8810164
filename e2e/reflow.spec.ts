// WCAG 1.4.10 and 1.4.12 on the sale itself, as an auditor found them: at 400 % zoom (1280×1024
// seen as 320×256) the phone's sticky action bar covered half the screen, and at 320 px with text
// spacing the country select cut "Deutschland" to "Deutschlan".
import { test, expect } from './fixtures';

const SEPA = { methodType: 'BankSepa' };
const TEXT_SPACING = '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';

test('on a screen 256 px tall the action bar stays at the step\'s foot; on a phone it is sticky', async ({ page, kit, signIn }) => {
  const flow = kit.sellFlow;
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn();
  await page.goto('/');
  await flow.enterAmount({ country: 'DE', amount: '150' });
  await flow.chooseChannel(SEPA);
  const bar = flow.form.root.locator('[data-slot=action-bar]').last();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('position', 'sticky');
  await page.setViewportSize({ width: 320, height: 256 });
  await expect(bar).toHaveCSS('position', 'static');
  // Not sticky, the bar is not drawn over the fields: the first field is in sight at the top.
  await flow.form.control('BankDetails.IBAN').focus();
  const covered = await bar.evaluate((el, field) => {
    const b = el.getBoundingClientRect();
    const f = (field as HTMLElement).getBoundingClientRect();
    return f.bottom > b.top && f.top < b.bottom;
  }, await flow.form.control('BankDetails.IBAN').elementHandle());
  expect(covered).toBe(false);
});

test('at 320 px with WCAG text spacing, the country select shows its whole name (?lang=de)', async ({ page, kit, signIn }) => {
  const flow = kit.sellFlow;
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn();
  await page.goto('/?lang=de');
  await expect(flow.country).toBeEnabled();
  await flow.country.selectOption('DE');
  await page.addStyleTag({ content: TEXT_SPACING });
  // The chosen name as the select draws it (its font and spacing) against the room inside it.
  const fit = await flow.country.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const probe = document.createElement('span');
    probe.textContent = select.selectedOptions[0]!.textContent;
    for (const p of ['font', 'letterSpacing', 'wordSpacing'] as const) probe.style[p] = style[p];
    probe.style.position = 'absolute';
    probe.style.whiteSpace = 'nowrap';
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    return { text: Math.ceil(text), room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
  });
  expect(fit.text, `"Deutschland" needs ${fit.text} px and has ${fit.room}`).toBeLessThanOrEqual(fit.room);
});

test('at 320 px with WCAG text spacing, a virtual account\'s reference stays inside its card (?lang=de)', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn();
  await page.goto('/deposits?lang=de');
  const account = page.locator('[data-slot=virtual-account]').first();
  await expect(account).toBeVisible();
  await account.locator('[data-slot=account-details] summary').click();
  await page.addStyleTag({ content: TEXT_SPACING });
  const reference = account.locator('[data-slot=account-details] [data-slot=id]');
  await expect(reference).toBeVisible();
  const fit = await reference.evaluate((dd) => {
    const card = dd.closest<HTMLElement>('[data-slot=virtual-account]')!;
    const right = Math.max(dd.getBoundingClientRect().right, ...[...dd.querySelectorAll('span')].map((s) => s.getBoundingClientRect().right));
    return { right: Math.round(right), edge: Math.round(card.getBoundingClientRect().right), overflow: card.scrollWidth - card.clientWidth };
  });
  expect(fit.right, 'the reference ends inside its card').toBeLessThanOrEqual(fit.edge);
  expect(fit.overflow, 'the card does not scroll sideways').toBeLessThanOrEqual(0);
});
