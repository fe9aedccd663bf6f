/**
 * The pt-BR message catalogue shared by the server and the UIs. Wording follows the spec word for
 * word (typos included); entries marked "ours" are where the spec is silent.
 */
export const messages = {
  required: 'Campo obrigatório',
  /** ours: the author's name when staff without a member record write (a post, a reply to a review). */
  staffAuthorName: 'Equipe',
  invalidEmail: 'Email inválido',
  invalidCpf: 'CPF inválido',
  invalidPhone: 'Número de telefone inválido',
  genericRequestError: 'Houve um erro na sua solicitação.',
  loginSuccess: 'Login realizado com sucesso!',
  accountCreated: 'Conta criada com sucesso!',
  accountUpdated: 'Conta atualizada com sucesso!',
  accountNameRequired: 'Sua conta não pode ser salva sem um nome',
  profileUpdated: 'Perfil atualizado com sucesso',
  profileUpdateError: 'Erro ao atualizar o perfil',
  confirmSignOut: 'Você deseja sair?',
  confirmDeleteStudent: 'Tem certeza que deseja excluir este aluno?',
  signInNameTwoWords: 'Digite nome e sobrenome',
  signInInvalidEmail: 'Digite um email válido',
  signInPasswordMin: 'Digite uma senha com no minimo 8 caracteres',
  passwordMin: 'Sua senha deve ter pelo menos 8 caracteres',
  // ours: the spec names no server messages for these situations
  invalidStatus: 'Status inválido',
  invalidGender: 'Gênero inválido',
  invalidHeight: 'Altura inválida',
  invalidBirthdate: 'Data de nascimento inválida',
  invalidAccountCode: 'Código inválido: use letras minúsculas, números e hífen',
  accountCodeTaken: 'Este código já está em uso por outra conta',
  emailTaken: 'Este e-mail já está cadastrado nesta conta',
  passwordConfirmationMismatch: 'A confirmação da senha não confere',
  invalidCredentials: 'E-mail ou senha inválidos',
  accountNotFound: 'Conta não encontrada',
  accountInactive: 'Esta conta não está ativa',
  studentNotFound: 'Aluno não encontrado',
  studentDeleted: 'Aluno excluído com sucesso',
  studentDeleteError: 'Erro ao excluir o aluno',
  studentAlreadyDeleted: 'Este aluno já foi excluído',
  studentAlreadyRegistered: 'Este aluno já está cadastrado',
  accountAlreadyExists: 'Esta conta já existe',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  unauthenticated: 'Sessão expirada ou inválida. Entre novamente.',
  rateLimited: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  concurrency: 'Outra alteração foi feita ao mesmo tempo. Tente novamente.',
  queryTooDeep: 'Consulta muito profunda.',
  tooManyAliases: 'Consulta com apelidos demais.',
  introspectionDisabled: 'A introspecção do esquema está desativada fora do ambiente de desenvolvimento.',
  internalError: 'Erro interno. Tente novamente em instantes.',
  // Spec 002 'Checkout' words a network failure in English; the console shows the same text.
  networkError: 'Network request failed',
  // ours (issue 35): the console, which the spec does not word, says it in Portuguese.
  consoleNetworkError: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
} as const;

export type MessageKey = keyof typeof messages;
