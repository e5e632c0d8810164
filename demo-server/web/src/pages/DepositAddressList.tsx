// "Your deposit addresses" on the Sell on deposit page: the addresses this customer made, kept by
// the business (./deposit-addresses), newest first, each copyable (the kit's CopyField) with what
// it sells: when, which crypto, on which network, what amount. Nothing before the first one. A
// quoted rule's address leaves the list when its quote ends: a deposit to it then is not sold at
// that price (the kit hides it then too).
import { Fragment, useEffect, useState } from 'react';
import { Amount, CopyField } from 'rampkit';
import { useWords, type DemoWordKey, type Say } from '../words';
import { stillSelling, useKeptAddresses, type DepositAddress } from './deposit-addresses';

/** The demo's names of what this page can sell and where; a code it has no name for, as words. */
const ASSET_WORDS: Record<string, DemoWordKey> = { BTC_TEST: 'asset.BTC_TEST', ETH_TEST_SEPOLIA: 'asset.ETH_TEST_SEPOLIA', USDC_TEST: 'asset.USDC_TEST' };
const NETWORK_WORDS: Record<string, DemoWordKey> = { EthereumTestSepolia: 'network.EthereumTestSepolia', BaseTestSepolia: 'network.BaseTestSepolia' };
const named = (code: string, words: Record<string, DemoWordKey>, say: Say) => (words[code] ? say(words[code]) : code.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));

export function DepositAddressList({ customerId }: { customerId: string }) {
  const { say, locale } = useWords();
  const kept = useKeptAddresses(customerId);
  // A quoted address is shown until its quote ends, and no longer: the page looks again then.
  const [now, setNow] = useState(Date.now);
  const shown = stillSelling(kept, now);
  const nextEnd = Math.min(...shown.flatMap((a) => (a.until ? [Date.parse(a.until)] : [])));
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextEnd - Date.now()) + 100);
    return () => clearTimeout(timer);
  }, [nextEnd]);
  if (!shown.length) return null;

  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const sells = (a: DepositAddress) =>
    a.trigger === 'quoted' && a.until ? say('rule.saved.quoted', { time: time.format(new Date(a.until)) }) : say(a.trigger === 'permanent' ? 'rule.saved.permanent' : 'rule.saved.single');
  return (
    <section className="acme-card acme-addresses" aria-labelledby="addresses-title" data-section="deposit-addresses">
      <div>
        <h2 id="addresses-title" className="acme-section-title">
          {say('rule.saved.title')}
        </h2>
        <p className="acme-muted">{say('rule.saved.lede')}</p>
      </div>
      <ul className="acme-address-list">
        {shown.map((a) => {
          // What the address sells and since when describes its Copy button: each one is told apart.
          const about = `address-${a.network}-${a.address}`;
          return (
            <li key={`${a.network} ${a.address}`} data-address={a.address} data-trigger={a.trigger}>
              <p id={about} className="acme-address-about">
                <span className="acme-address-sells">{sells(a)}</span>
                <time dateTime={a.created}>{say('rule.saved.created', { date: date.format(new Date(a.created)) })}</time>
              </p>
              <CopyField label={say('rule.saved.address')} value={a.address} hintId={about} />
              <dl className="acme-address-facts">
                <dt>{say('rule.saved.crypto')}</dt>
                <dd>{named(a.crypto, ASSET_WORDS, say)}</dd>
                <dt>{say('rule.saved.network')}</dt>
                <dd>{named(a.network, NETWORK_WORDS, say)}</dd>
                <dt>{say('rule.saved.amount')}</dt>
                <dd>
                  {a.amounts.length
                    ? a.amounts.map((c, i) => (
                        // "at least 0.01" kept on one line; several wrap between them.
                        <Fragment key={i}>
                          {i ? ', ' : ''}
                          <span className="acme-nowrap">
                            {say(`rule.saved.op.${c.ComparisonOperator}`)} <Amount value={c.Value} currency={a.crypto} currencyDisplay="none" />
                          </span>
                        </Fragment>
                      ))
                    : say('rule.saved.any')}
                </dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
