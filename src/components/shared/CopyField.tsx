'use client';
// A copy row: the label (small, muted) over the value in monospace, and a 44×44 copy button beside
// them that says "Copied ✓" for 2 s, named "IBAN copied" meanwhile (a refused clipboard is told to
// screen readers in a polite region). A hint about the value ("Always include this reference…") is
// tied to the button, what a screen reader lands on: on the row's <div> it was never read. The value never
// breaks inside: a long one without spaces (an IBAN, an account number, an address) is shown in
// groups of four that wrap between groups ("DE89 3704 0044 …"), drawn apart by CSS so what the
// customer selects by hand is the value itself, without spaces.
import { useEffect, useRef, useState } from 'react';
import { useRampkit } from '../../react/useRampkit';
import { Button } from './Button';
import { GroupedValue } from './GroupedValue';
import { KitRoot, joinClasses, type RootProps } from './root';

export interface CopyFieldProps extends RootProps<HTMLDivElement> {
  label: string;
  value: string;
  /** The value went to the clipboard. */
  onValueCopied?: (value: string) => void;
  /** Show the value in groups of four (default: for a value of 12 or more letters and digits). */
  grouped?: boolean;
  /** The id of a hint about the value, shown beside it: it describes the Copy button (aria-describedby). */
  hintId?: string;
}

/** How long "Copied ✓" stays on the button. */
export const COPIED_MS = 2_000;

export function CopyField({ label, value, onValueCopied, grouped, hintId, className, ...root }: CopyFieldProps) {
  const { t } = useRampkit('CopyField');
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const valueRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
      onValueCopied?.(value);
    } catch {
      // No clipboard access (permissions, insecure context): select the text for a manual copy.
      const selection = window.getSelection();
      if (valueRef.current && selection) selection.selectAllChildren(valueRef.current);
      setCopied('failed');
    }
  };
  return (
    <KitRoot as="div" {...root} data-slot="copy-field" data-state={copied} className={joinClasses('rk-copy-field', className)}>
      <span data-slot="text">
        <span data-slot="label">{label}</span>
        <GroupedValue data-slot="value" ref={valueRef} value={value} grouped={grouped} />
      </span>
      {/* Named as it reads: "Copy IBAN", then "IBAN copied" while it shows "Copied ✓". A name kept as
          "Copy IBAN" beside "Copied ✓" breaks WCAG 2.5.3 (speech users say what they see; axe checks
          it on every story), so the name says the success, once: the status below, which said it as
          well, was heard after it. The status says what the button does not show: a refused clipboard. */}
      <Button variant="secondary" data-slot="copy" className="rk-copy-button" aria-label={copied === 'copied' ? t('common.copied', { label }) : t('common.copy', { label })} aria-describedby={hintId} onClick={() => void copy()}>
        <span data-slot="copy-label" data-shown={copied !== 'copied' || undefined}>
          {t('common.copy-action')}
        </span>
        <span data-slot="copied-label" data-shown={copied === 'copied' || undefined} aria-hidden="true">
          {t('common.copied-action')} ✓
        </span>
      </Button>
      <span role="status" aria-live="polite" className="rk-visually-hidden">
        {copied === 'failed' ? t('common.copy-failed', { label }) : ''}
      </span>
    </KitRoot>
  );
}
