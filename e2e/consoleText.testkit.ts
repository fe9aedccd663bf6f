/**
 * What the console's screens must not show (issue 26): common English interface words, pt-BR words
 * written without their accents, and a doubled period. Whole words, case-sensitive where a pt-BR word
 * shares the spelling (e.g. 'Status', 'Dashboard', 'Posts' and 'Banners' are the spec's own labels).
 */
export const ENGLISH_WORDS = [
  'Clear', 'Open', 'Close', 'Save', 'Cancel', 'Delete', 'Edit', 'Create', 'Search', 'Loading', 'Error', 'Submit',
  'Next', 'Previous', 'Back', 'Show', 'Hide', 'Page', 'Rows per page', 'No results', 'No options', 'Not found',
  'Cannot GET', 'Settings', 'Users', 'Name', 'Email address', 'Password', 'Sign in', 'Sign out', 'Logout', 'Login',
  'Bearer token', 'Service provider', 'Gym ID', 'Token', 'validated', 'pending', 'deleted', 'Something went wrong',
  'Select', 'Filter', 'Export', 'Refresh', 'Actions', 'Unknown', 'Required', 'Invalid', 'of more than', 'Go to page',
] as const;

/** pt-BR words that need an accent, as they would appear without it. */
export const UNACCENTED_WORDS = [
  'horario', 'horarios', 'Horario', 'Horarios', 'Sab', 'Sabado', 'usuario', 'usuarios', 'Usuario', 'Usuarios', 'numero', 'Numero',
  'endereco', 'Endereco', 'codigo', 'Codigo', 'configuracoes', 'Configuracoes', 'informacoes', 'pagina', 'Pagina', 'paginas',
  'Nao', 'nao', 'voce', 'Voce', 'ja', 'tambem', 'ultimo', 'proximo', 'Proximo', 'opcoes', 'Opcoes', 'acoes', 'Acoes', 'genero',
  'Genero', 'historico', 'Historico', 'relatorio', 'Relatorio', 'calendario', 'periodo', 'Periodo', 'mes', 'sera', 'disponivel',
  'exercicios', 'Exercicios', 'avaliacoes', 'Avaliacoes', 'comentarios', 'Comentarios', 'descricao', 'Descricao', 'notificacoes',
  'Terca', 'Obrigatorio', 'obrigatorio', 'invalido', 'Invalido', 'Area', 'area', 'Participacoes', 'Pagamento?', 'Faturas?',
].filter((w) => !w.endsWith('?'));

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A word right after '/' is a path segment, not prose (the spec's settings title is 'demo/configuracoes - Geral').
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}/])${escape(word)}(?![\\p{L}\\p{N}])`, 'u');

/** Every problem the text shows: English words, words missing their accent, a doubled period. */
export function languageProblems(text: string): string[] {
  const problems: string[] = [];
  for (const word of ENGLISH_WORDS) if (wholeWord(word).test(text)) problems.push(`English '${word}'`);
  for (const word of UNACCENTED_WORDS) if (wholeWord(word).test(text)) problems.push(`no accent '${word}'`);
  const doubled = /[^.]\.\.(?!\.)/.exec(text);
  if (doubled) problems.push(`double period '${text.slice(Math.max(0, doubled.index - 20), doubled.index + 3)}'`);
  return problems;
}
