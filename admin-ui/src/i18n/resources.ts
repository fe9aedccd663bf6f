/** Resource names and field labels: `resources.<name>.fields.<field>`. */
export const resourceMessages = {
  resources: {
    alunos: {
      name: 'Aluno |||| Alunos',
      fields: {
        avatarUrl: 'Foto',
        name: 'Nome',
        lastName: 'Sobrenome',
        fullName: 'Nome',
        shortName: 'Nome',
        email: 'E-mail',
        phone: 'Telefone',
        cpf: 'CPF',
        gender: 'Gênero',
        birthdate: 'Data de nascimento',
        gympassId: 'Identificador Gympass',
        height: 'Altura (cm)',
        status: 'Status',
        points: 'Pontos',
        planType: 'Plano',
        checkinsCurrentMonth: 'Check-ins no mês',
        origin: 'Origem',
        registeredAt: 'Data de cadastro',
        actions: 'Ações',
      },
    },
  },
};
