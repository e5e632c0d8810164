import { Balances } from 'rampkit';
import { useWords } from '../words';
import { Page, Section } from '../shell/Page';
import { BackOffice } from './BackOffice';

export function BusinessPage() {
  const { say } = useWords();
  return (
    <Page id="business" title={say('business.title')} lede={say('business.lede')}>
      <Section id="balances-title" title={say('business.balances')}>
        <Balances />
      </Section>
      <BackOffice />
    </Page>
  );
}
