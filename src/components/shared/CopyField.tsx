'use client';
// A value with a copy button; "copied" is announced through a polite live region.
import { useEffect, useState } from 'react';
import { useRampkit } from '../../react/useRampkit';

export interface CopyFieldProps {
  label: string;
  value: string;
  onCopy?: (value: string) => void;
}

export function CopyField({ label, value, onCopy }: CopyFieldProps) {
  const { t } = useRampkit('CopyField');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div data-slot="copy-field" data-state={copied ? 'copied' : 'idle'} className="rk-copy-field">
      <span data-slot="label">{label}</span>
      <span data-slot="value">{value}</span>
      <button
        type="button"
        className="rk-button"
        data-variant="secondary"
        aria-label={t('common.copy', { label })}
        onClick={async () => {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          onCopy?.(value);
        }}
      >
        {t('common.copy', { label: '' }).trim() || 'Copy'}
      </button>
      <span role="status" aria-live="polite" className="rk-visually-hidden">
        {copied ? t('common.copied', { label }) : ''}
      </span>
    </div>
  );
}
