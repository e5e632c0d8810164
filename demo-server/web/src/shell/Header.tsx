// Acme Wallet's header: the brand, the language switch and dark mode always in sight; once signed
// in, the navigation and the account. Under 1024 px the navigation and the account fold behind a
// 44×44 menu button. The order of the markup is the order on screen at every width: brand,
// language, dark mode, (menu), navigation, account.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Locale } from 'rampkit';
import { useWords } from '../words';
import type { ColorScheme } from './appearance';
import { Logo, MenuIcon, MoonIcon } from './icons';
import { initialOf } from './initial';
import { LanguageSwitch } from './LanguageSwitch';
import { inApp, NAV_WORDS, PATHS, VIEWS, type View } from './routes';

export interface HeaderProps {
  customerId?: string;
  view: View;
  onViewChange: (view: View) => void;
  onSignOut: () => void;
  scheme: ColorScheme;
  onSchemeChange: (scheme: ColorScheme) => void;
  onLocaleChange: (locale: Locale) => void;
}

export function Header({ customerId, view, onViewChange, onSignOut, scheme, onSchemeChange, onLocaleChange }: HeaderProps) {
  const { say, locale } = useWords();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const go = (next: View) => (e: MouseEvent) => {
    if (!inApp(e)) return;
    e.preventDefault();
    setOpen(false);
    onViewChange(next);
  };
  return (
    <header className="acme-header" data-menu={open ? 'open' : 'closed'}>
      <a className="acme-skip" href="#main">
        {say('skip')}
      </a>
      <div className="acme-header-inner">
        <a className="acme-brand" href={customerId ? PATHS.sell : '/'} onClick={customerId ? go('sell') : undefined}>
          <Logo />
          <span className="acme-brand-name">Acme Wallet</span>
        </a>
        <div className="acme-tools">
          <LanguageSwitch onLocaleChange={onLocaleChange} />
          <button type="button" className="acme-icon-button" aria-label={say('theme.dark')} aria-pressed={scheme === 'dark'} onClick={() => onSchemeChange(scheme === 'dark' ? 'light' : 'dark')}>
            <MoonIcon filled={scheme === 'dark'} />
          </button>
          {customerId ? (
            <button type="button" ref={menuButton} className="acme-icon-button acme-menu-button" aria-label={say('menu')} aria-expanded={open} aria-controls="acme-menu" onClick={() => setOpen(!open)}>
              <MenuIcon open={open} />
            </button>
          ) : null}
        </div>
        {customerId ? (
          <div className="acme-menu" id="acme-menu">
            <nav aria-label={say('nav.label')} className="acme-nav">
              <ul>
                {VIEWS.map((v) => (
                  <li key={v}>
                    <a href={PATHS[v]} aria-current={v === view ? 'page' : undefined} onClick={go(v)}>
                      {say(NAV_WORDS[v])}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="acme-account">
              <span className="acme-avatar" aria-hidden="true">
                {initialOf(customerId, locale)}
              </span>
              {/* Read as "Signed in as …"; seen as the avatar and the id. */}
              <span className="acme-visually-hidden">{say('account.signedInAs', { id: customerId })}</span>
              <span className="acme-account-name" title={customerId} aria-hidden="true">
                {customerId}
              </span>
              <button type="button" className="acme-button acme-button--quiet" onClick={onSignOut}>
                {say('account.signOut')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </header>
  );
}
