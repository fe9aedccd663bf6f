/** Branch messages: the spec's wording where it has one; entries marked "ours" where it is silent. */
export const branchMessages = {
  nameRequired: 'Para salvar, você precisa preencher o nome',
  addressRequired: 'Para salvar, você precisa preencher o endereço',
  saved: 'Filial atualizada com sucesso!',
  // ours: a creation says 'criada', not 'atualizada' (issue 26)
  created: 'Filial criada com sucesso!',
  // ours
  invalidZipcode: 'CEP inválido',
  invalidCode: 'Código inválido: use letras minúsculas, números e hífen',
  codeTaken: 'Já existe uma filial com este código',
  notFound: 'Filial não encontrada',
  zipcodeNotFound: 'CEP não encontrado',
  zipcodeUnreachable: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
} as const;
