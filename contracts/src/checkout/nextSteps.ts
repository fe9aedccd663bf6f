/** Text of the congratulation screen and the access e-mail (issue 35 items 14 and 16); no zod: the page imports it. */

/** An e-mail shown without giving it away: the first and last letters of the name, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/**
 * The congratulation screen's next steps and the password e-mail's (issue 35 item 14): the product has no store
 * app; the member app is the gym's address `/{account}/app/`, installed from the browser.
 */
export const checkoutNextSteps = (appAddress: string) =>
  [
    'Confira seu e-mail (verifique também a caixa de spam): enviamos sua senha de acesso.',
    `Abra o app do aluno no celular: ${appAddress}`,
    'Para instalar, escolha "Adicionar à tela inicial" no menu do navegador (no iPhone: Compartilhar > Adicionar à Tela de Início).',
    'Entre no app com seu e-mail e a senha recebida.',
  ] as const;

/** The congratulation screen's line when the access went to the e-mail of the CPF's existing registration. */
export const accessSentElsewhere = (masked: string) =>
  `Este CPF já tem cadastro na academia: a compra foi registrada nesse cadastro e o acesso foi enviado para ${masked}.`;
