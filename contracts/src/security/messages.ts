/**
 * ours: the pt-BR messages of the hardening (issue 27): refusals of requests that cost too much,
 * malformed requests, rate limits. The spec names none of these situations.
 */
export const securityMessages = {
  invalidQuery: 'Consulta inválida.',
  queryTooLarge: 'Consulta grande demais.',
  queryTooCostly: 'Consulta complexa demais.',
  queryTooManyTokens: 'Consulta com elementos demais.',
  inputTooLarge: 'Um dos valores enviados é longo demais.',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada em outra requisição.',
  malformedBody: 'O corpo da requisição não é um JSON válido.',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  unsupportedRequest: 'Requisição não suportada.',
  notFound: 'Endereço não encontrado.',
  signUpRateLimited: 'Muitos cadastros a partir deste endereço. Aguarde alguns minutos e tente novamente.',
  signUpRefused:
    'Não foi possível concluir o cadastro com estes dados. Se você já tem uma conta, entre com seu e-mail e senha ou use "Esqueci minha senha".',
  tooManyRequests: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',
  /** The login unlock e-mail and its page (issue 36): a pair (e-mail, address) closed after wrong passwords. */
  unlockMailSubject: 'Tentativas de acesso bloqueadas',
  unlockDone: 'Pronto! Este aparelho foi desbloqueado. Volte à tela de entrada e entre com sua senha.',
  unlockInvalid: 'Link de desbloqueio inválido ou expirado. Tente entrar novamente para receber outro.',
} as const;
