// A heading at the level the host set on the provider (`headingLevel`, default 2) for a
// component's title, one below for its sections, so the kit fits the page's outline. A step's
// heading takes focus when the step changes (give it tabIndex={-1} and a ref).
import { useContext, type ComponentProps } from 'react';
import { RampkitLookContext } from '../../react/context';
import { joinClasses } from './root';

export interface HeadingProps extends ComponentProps<'h2'> {
  /** A section inside a component (one level below its title). */
  section?: boolean;
}

export function Heading({ section = false, className, ...props }: HeadingProps) {
  const { headingLevel } = useContext(RampkitLookContext);
  const Tag = `h${Math.min(6, headingLevel + (section ? 1 : 0))}` as 'h2';
  return <Tag {...props} data-slot="heading" data-level={section ? 'section' : 'title'} className={joinClasses('rk-heading', className)} />;
}
