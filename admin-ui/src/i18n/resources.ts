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
    // The create titles by gender ('Novo %{name}' read 'Novo filial'), issue 26.
    filials: { name: 'Filial |||| Filiais', page: { create: 'Nova filial' } },
    programs: { name: 'Programa |||| Programas', page: { create: 'Novo programa' } },
    checkins: { name: 'Checkin |||| Checkins', page: { create: 'Novo checkin' } },
    plans: { name: 'Plano |||| Planos', page: { create: 'Novo plano' } },
    campaigns: { name: 'Mensagem automática |||| Mensagens automáticas', page: { create: 'Nova mensagem automática' } },
  },
};
