'use client';
// One deposit address: the text to copy and a QR code of it (drawn here, no network call).
import { useEffect, useState } from 'react';
import { useRampkit } from '../../react/useRampkit';
import { CopyField } from '../shared/CopyField';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { networkName } from '../shared/names';

export function DepositAddress({ address, network }: { address: string; network: string }) {
  const { t } = useRampkit('DepositAddress', onboardingEn);
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let live = true;
    // The QR encoder loads with the first address, not with the kit.
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(address, { margin: 1, width: 192, errorCorrectionLevel: 'M' }))
      .then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [address]);
  return (
    <div data-slot="deposit-address" className="rk-stack">
      {qr ? <img src={qr} width={192} height={192} alt={t('deposit.rule.qr', { network: networkName(network, t) })} data-slot="qr" /> : <div style={{ width: 192, height: 192 }} aria-hidden="true" />}
      <CopyField label={t('deposit.rule.address')} value={address} />
    </div>
  );
}
