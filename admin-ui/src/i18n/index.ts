import polyglotI18nProvider from 'ra-i18n-polyglot';
import { raMessages } from './raMessages';
import { resourceMessages } from './resources';

const ptBR = { ...raMessages, ...resourceMessages };

/** pt-BR is the only locale of the console. */
export const i18nProvider = polyglotI18nProvider(() => ptBR, 'pt-BR', [{ locale: 'pt-BR', name: 'Português' }], {
  allowMissing: true,
});
