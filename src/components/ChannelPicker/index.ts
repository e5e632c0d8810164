export { ChannelPicker, type ChannelPickerProps } from './ChannelPicker';
export { LocationFields, effectiveCurrency } from './LocationFields';
