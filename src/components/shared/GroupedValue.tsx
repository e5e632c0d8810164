// A long identifier (an IBAN, an account number, a wallet address) shown in groups of four that
// wrap between groups, never inside one ("DE89 3704 0044 …"). A last group shorter than four stays
// on the line of the group before it ("0130 00"), so no line holds one or two characters alone. The
// gaps are drawn by CSS: what the customer selects by hand is the value itself, without spaces. A
// value with spaces or other signs is shown as it is.
import type { ComponentProps } from 'react';
import { joinClasses } from './root';

/** A value of 12 or more letters and digits reads better in groups of four. */
export const groupable = (value: string) => /^[A-Za-z0-9]{12,}$/.test(value);
/** In fours; a hex address's "0x" rides on its first group ("0x11b2 83a4 …"), not "0x11 b283 … 78". */
const groupsOf = (value: string) => {
  const prefix = /^0x/i.test(value) && /^[0-9a-f]+$/i.test(value.slice(2)) ? value.slice(0, 2) : '';
  const groups = value.slice(prefix.length).match(/.{1,4}/g) ?? [value];
  return prefix ? [prefix + groups[0], ...groups.slice(1)] : groups;
};

function Groups({ groups }: { groups: string[] }) {
  const short = groups.length > 1 && groups[groups.length - 1]!.length < 4;
  const whole = short ? groups.slice(0, -2) : groups;
  return (
    <>
      {whole.map((group, i) => (
        <span key={i}>{group}</span>
      ))}
      {short ? (
        <span data-slot="tail">
          {groups.slice(-2).map((group, i) => (
            <span key={i}>{group}</span>
          ))}
        </span>
      ) : null}
    </>
  );
}

export interface GroupedValueProps extends Omit<ComponentProps<'span'>, 'children'> {
  value: string;
  /** Show the value in groups of four (default: when `groupable`). */
  grouped?: boolean;
}

export function GroupedValue({ value, grouped = groupable(value), className, ...span }: GroupedValueProps) {
  return (
    <span
      translate="no"
      {...span}
      className={joinClasses('rk-grouped', className)}
      data-value={/\s/.test(value) ? undefined : /-/.test(value) ? 'id' : 'code'}
      data-grouped={grouped || undefined}
    >
      {grouped ? <Groups groups={groupsOf(value)} /> : value}
    </span>
  );
}
