/**
 * Issue 35 items 2 and 14: where a new member lands (the member app, /{account}/app/) and how to keep it on
 * the phone. The product has no store app: the member app is a web app installed from the browser.
 */
export const memberWelcomeMessages = {
  /** The member app's banner after a sign-up on the console's card (/{account}/sign-in/?bem-vindo=1). */
  welcome: 'Cadastro realizado com sucesso! Bem-vindo(a) ao app da academia.',
  /** How to install the member app (the banner, the checkout's congratulation screen, the password e-mail). */
  install:
    'Para instalar o app no celular, abra o endereço no navegador e escolha "Adicionar à tela inicial" (Android) ou "Compartilhar > Adicionar à Tela de Início" (iPhone).',
  close: 'Fechar',
} as const;

/** The query flag of a first visit after sign-up. */
export const WELCOME_FLAG = 'bem-vindo';
