export { ChannelPicker, type ChannelPickerProps } from './ChannelPicker';
export { methodTypeLabel } from './ChannelOption';
export { LocationFields, effectiveCurrency } from './LocationFields';
