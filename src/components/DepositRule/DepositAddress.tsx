'use client';
// One deposit address: a QR code of it (drawn here, no network call; at most 240 px, drawn at twice
// that for sharp screens) beside a copy row, then the network and amount it watches.
import { useEffect, useState, type ReactNode } from 'react';
import { useRampkit } from '../../react/useRampkit';
import { CopyField } from '../shared/CopyField';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { networkName } from '../shared/names';

/** The QR code's size on screen, in CSS pixels. */
export const QR_SIZE = 240;

export function DepositAddress({ address, network, children }: { address: string; network: string; children?: ReactNode }) {
  const { t } = useRampkit('DepositAddress', onboardingEn);
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let live = true;
    // The QR encoder loads with the first address, not with the kit.
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(address, { margin: 1, width: QR_SIZE * 2, errorCorrectionLevel: 'M' }))
      .then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [address]);
  return (
    <div data-slot="deposit-address" className="rk-deposit-address">
      {qr ? (
        <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('deposit.rule.qr', { network: networkName(network, t) })} data-slot="qr" />
      ) : (
        <span data-slot="qr-placeholder" className="rk-skeleton" aria-hidden="true" />
      )}
      <div className="rk-stack" data-slot="address-facts">
        <CopyField label={t('deposit.rule.address')} value={address} />
        {children}
      </div>
    </div>
  );
}
