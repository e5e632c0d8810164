import { useRampkit } from '../../react/useRampkit';

export interface BackButtonProps {
  onClick: () => void;
  /** Shown but not usable now (a request is on its way): it keeps its place in the action bar. */
  disabled?: boolean;
}

export function BackButton({ onClick, disabled }: BackButtonProps) {
  const { t } = useRampkit('SellFlow');
  return (
    <button type="button" className="rk-button" data-variant="secondary" data-slot="back" disabled={disabled} onClick={onClick}>
      {t('common.back')}
    </button>
  );
}
