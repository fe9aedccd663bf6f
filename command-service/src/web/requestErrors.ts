import { messages, securityMessages } from '@gym/contracts';

/**
 * graphql-js and graphql-armor answer a wrong request in English, and graphql-js names the fields
 * and operations it guesses were meant ("Did you mean ...?"), which tells an unauthenticated caller
 * the schema. Every such message is rewritten here into pt-BR, naming only what the caller sent;
 * a message not recognised becomes a generic one: nothing in English, no suggestions, ever.
 */
const rules: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string]> = [
  [/^Cannot query field "([^"]+)" on type "([^"]+)"/, (m) => `O campo "${m[1]}" não existe no tipo "${m[2]}".`],
  [/^Unknown argument "([^"]+)" on field "([^"]+)"/, (m) => `O argumento "${m[1]}" não existe no campo "${m[2]}".`],
  [
    /^Unknown argument "([^"]+)" on directive "([^"]+)"/,
    (m) => `O argumento "${m[1]}" não existe na diretiva "${m[2]}".`,
  ],
  [
    /^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required, but it was not provided/,
    (m) => `O argumento "${m[2]}" do campo "${m[1]}" é obrigatório.`,
  ],
  [/^Variable "\$([^"]+)" of required type "([^"]+)" was not provided/, (m) => `A variável "$${m[1]}" é obrigatória.`],
  [/^Variable "\$([^"]+)" of non-null type "([^"]+)" must not be null/, (m) => `A variável "$${m[1]}" é obrigatória.`],
  [
    /^Variable "\$([^"]+)" got invalid value .*Field "([^"]+)" of required type "[^"]+" was not provided/s,
    (m) => `A variável "$${m[1]}" está incompleta: o campo "${m[2]}" é obrigatório.`,
  ],
  [
    /^Variable "\$([^"]+)" got invalid value .*Field "([^"]+)" is not defined by type/s,
    (m) => `A variável "$${m[1]}" tem o campo "${m[2]}", que não existe.`,
  ],
  [
    /^Variable "\$([^"]+)" got invalid value .*non 32-bit signed integer/s,
    (m) => `A variável "$${m[1]}" tem um número fora do intervalo permitido.`,
  ],
  [/^Variable "\$([^"]+)" (got invalid value|of type)/, (m) => `A variável "$${m[1]}" tem um valor inválido.`],
  [/^Variable "\$([^"]+)" is not defined/, (m) => `A variável "$${m[1]}" não foi declarada.`],
  [/^Variable "\$([^"]+)" is never used/, (m) => `A variável "$${m[1]}" não é usada.`],
  [/^Variable "\$([^"]+)" cannot be non-input type/, (m) => `A variável "$${m[1]}" tem um tipo inválido.`],
  [/^There can be only one variable named "\$([^"]+)"/, (m) => `A variável "$${m[1]}" foi declarada mais de uma vez.`],
  [/^Unknown type "([^"]+)"/, (m) => `O tipo "${m[1]}" não existe.`],
  [/^Unknown fragment "([^"]+)"/, (m) => `O fragmento "${m[1]}" não existe.`],
  [/^Unknown directive "([^"]+)"/, (m) => `A diretiva "${m[1]}" não existe.`],
  [/^Unknown operation named "([^"]+)"/, (m) => `A operação "${m[1]}" não está no documento.`],
  [
    /^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields/,
    (m) => `O campo "${m[1]}" precisa de uma seleção de subcampos.`,
  ],
  [
    /^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields/,
    (m) => `O campo "${m[1]}" não tem subcampos.`,
  ],
  [
    /^Must provide operation name if query contains multiple operations/,
    () => 'Informe o nome da operação: o documento tem mais de uma.',
  ],
  [/^Must provide query string|^Must provide document/, () => 'Informe a consulta (query).'],
  [
    /^This anonymous operation must be the only defined operation/,
    () => 'Uma operação sem nome deve ser a única do documento.',
  ],
  [/^Can only perform a mutation operation from a POST request/, () => 'Alterações só podem ser enviadas por POST.'],
  [
    /^Subscriptions are not supported|^Schema is not configured to execute subscription/,
    () => securityMessages.unsupportedRequest,
  ],
  [/Document contains more tha[nt] \d+ tokens/, () => securityMessages.queryTooManyTokens],
  [/^(Syntax Error: )?Maximum call stack size exceeded/, () => messages.queryTooDeep],
  [/^Variables are invalid JSON/, () => 'As variáveis não são um JSON válido.'],
  [/^(Int|Float|String|Boolean|ID) cannot represent/, () => 'Valor de tipo inválido na consulta.'],
  [/^(Enum|Value) "?([^" ]+)"? (does not exist|cannot represent)/, () => 'Valor inválido para uma opção da consulta.'],
  [/^Expected value of type "([^"]+)", found/, () => 'Valor de tipo inválido na consulta.'],
  [
    /^Fragment "([^"]+)" (is never used|cannot be spread|cannot condition)/,
    (m) => `O fragmento "${m[1]}" é inválido aqui.`,
  ],
  [/^Cannot spread fragment "([^"]+)" within itself/, (m) => `O fragmento "${m[1]}" não pode incluir a si mesmo.`],
  [/^There can be only one (fragment|operation) named "([^"]+)"/, (m) => `O nome "${m[2]}" foi usado mais de uma vez.`],
  [/^Fields "([^"]+)" conflict/, (m) => `O campo "${m[1]}" foi pedido de formas incompatíveis.`],
  [/^The directive "@?([^"]+)" can only be used once/, (m) => `A diretiva "@${m[1]}" foi usada mais de uma vez.`],
  [/^Directive "@?([^"]+)" may not be used on/, (m) => `A diretiva "@${m[1]}" não pode ser usada aqui.`],
  [/^There can be only one argument named "([^"]+)"/, (m) => `O argumento "${m[1]}" foi passado mais de uma vez.`],
  [/^There can be only one input field named "([^"]+)"/, (m) => `O campo "${m[1]}" foi passado mais de uma vez.`],
  [/^Field "([^"]+)" is not defined by type "([^"]+)"/, (m) => `O campo "${m[1]}" não existe no tipo "${m[2]}".`],
  [/^Field "([^"]+)" of required type "([^"]+)" was not provided/, (m) => `O campo "${m[1]}" é obrigatório.`],
  [
    /^Anonymous Subscription must select only one top level field|^Subscription "/,
    () => securityMessages.unsupportedRequest,
  ],
  [/^Syntax Error: /, () => 'Erro de sintaxe na consulta.'],
];

/** The pt-BR message for a request refused by graphql-js, graphql-armor or graphql-helix. */
export function translateRequestError(message: string): string {
  const ours = message.replace(/^Syntax Error: /, '');
  const known: readonly string[] = [messages.queryTooDeep, messages.tooManyAliases, securityMessages.queryTooCostly];
  if (known.includes(ours)) return ours;
  if (message.startsWith('GraphQL introspection has been disabled')) return messages.introspectionDisabled;
  for (const [pattern, translate] of rules) {
    const match = pattern.exec(message);
    if (match) return translate(match);
  }
  return securityMessages.invalidQuery;
}
