/** ours: the spec words none of these. */
export const passwordRecoveryMessages = {
  title: 'Esqueceu sua senha?',
  requested: 'Se este e-mail estiver cadastrado, enviamos um link para você criar uma nova senha.',
  invalidLink: 'Este link de recuperação é inválido ou expirou. Peça um novo.',
  changed: 'Senha alterada com sucesso!',
  wrongCurrent: 'Senha atual incorreta',
  mailSubject: 'Crie uma nova senha',
} as const;
