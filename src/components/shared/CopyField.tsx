'use client';
// A value with a copy button; "copied" is announced through a polite live region.
import { useEffect, useRef, useState } from 'react';
import { useRampkit } from '../../react/useRampkit';
import { KitRoot, joinClasses, type RootProps } from './root';

export interface CopyFieldProps extends RootProps<HTMLDivElement> {
  label: string;
  value: string;
  /** The value went to the clipboard. */
  onValueCopied?: (value: string) => void;
}

export function CopyField({ label, value, onValueCopied, className, ...root }: CopyFieldProps) {
  const { t } = useRampkit('CopyField');
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const valueRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <KitRoot as="div" {...root} data-slot="copy-field" data-state={copied} className={joinClasses('rk-copy-field', className)}>
      <span data-slot="label">{label}</span>
      <span data-slot="value" ref={valueRef}>
        {value}
      </span>
      <button
        type="button"
        className="rk-button"
        data-variant="secondary"
        aria-label={t('common.copy', { label })}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setCopied('copied');
            onValueCopied?.(value);
          } catch {
            // No clipboard access (permissions, insecure context): select the text for a manual copy.
            const selection = window.getSelection();
            if (valueRef.current && selection) {
              selection.selectAllChildren(valueRef.current);
            }
            setCopied('failed');
          }
        }}
      >
        {t('common.copy', { label: '' }).trim() || 'Copy'}
      </button>
      <span role="status" aria-live="polite" className="rk-visually-hidden">
        {copied === 'copied' ? t('common.copied', { label }) : copied === 'failed' ? t('common.copy-failed', { label }) : ''}
      </span>
    </KitRoot>
  );
}
