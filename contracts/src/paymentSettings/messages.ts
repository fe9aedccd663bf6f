/** ours: the spec does not word these refusals. */
export const paymentSettingsMessages = {
  operatorOnly: 'Somente a administração da plataforma pode configurar o segundo provedor de pagamento',
  captchaSecretRequired: 'Informe a chave secreta do captcha para ativar o checkout seguro',
  secondProviderKeyRequired: 'Informe a chave secreta do segundo provedor para ativá-lo',
  preferredNeedsBothKeys: 'O provedor preferido só pode ser escolhido quando os dois provedores têm chave',
  invalidProvider: 'Provedor de pagamento inválido',
  /** The checkout's refusal when the captcha is missing or wrong (the spec has no wording). */
  captchaRequired: 'Confirme que você não é um robô para concluir a compra',
  captchaUnavailable: 'Não foi possível verificar o captcha agora. Tente novamente em instantes.',
  /** The second provider's webhook when the provider cannot be asked to confirm the charge (it delivers again). */
  webhookUnverifiable: 'Não foi possível confirmar a cobrança com o provedor agora. Tente novamente em instantes.',
} as const;
