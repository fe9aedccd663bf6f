/** pt-BR texts of the app's home blocks added with the customisation (issue 25; ours). No zod: the app imports it. */
export const memberAppHomeTexts = {
  banners: 'Novidades da academia',
  bannerOf: (i: number, n: number) => `Banner ${i} de ${n}`,
  todayWorkout: 'Treino de hoje',
  unread: 'Mensagens não lidas',
  unreadCount: (n: number) =>
    n === 0 ? 'Nenhuma mensagem nova.' : n === 1 ? 'Você tem 1 mensagem nova.' : `Você tem ${n} mensagens novas.`,
  markRead: 'Marcar como lidas',
} as const;
