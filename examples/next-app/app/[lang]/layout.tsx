import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
// The kit's stylesheet, linked: the provider injects no <style> (injectStyles={false}).
import 'rampkit/styles.css';
import { isLocale, LOCALES } from '../../lib/locale';

export const dynamicParams = false;
export const generateStaticParams = () => LOCALES.map((lang) => ({ lang }));

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}
