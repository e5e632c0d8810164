import { useRampkit } from '../../react/useRampkit';

export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useRampkit('SellFlow');
  return (
    <button type="button" className="rk-button" data-variant="secondary" data-slot="back" onClick={onClick}>
      {t('common.back')}
    </button>
  );
}
