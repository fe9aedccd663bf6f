import type { ExerciseDetails } from './events.ts';
import type { ExerciseType } from './exerciseMessages.ts';

type Starter = [slug: string, name: string, muscleGroups: string[], equipment: string[], description: string, record: ExerciseType | null];

/**
 * The starter library every account sees from its first day (issue 19): common exercises with their
 * pt-BR names and muscle groups. Ids are `starter-<slug>`, stable across restarts.
 */
const starters: Starter[] = [
  ['supino-reto', 'Supino reto com barra', ['Peitoral', 'Tríceps', 'Deltoide anterior'], ['Barra', 'Banco'], 'Deitado no banco, desça a barra até o peito e empurre até estender os cotovelos.', 'carga'],
  ['supino-inclinado-halteres', 'Supino inclinado com halteres', ['Peitoral superior', 'Deltoide anterior'], ['Halteres', 'Banco inclinado'], 'No banco a 30-45°, desça os halteres ao lado do peito e empurre para cima.', 'carga'],
  ['crucifixo', 'Crucifixo com halteres', ['Peitoral'], ['Halteres', 'Banco'], 'Braços levemente flexionados, abra até alongar o peito e feche em arco.', null],
  ['flexao', 'Flexão de braços', ['Peitoral', 'Tríceps', 'Core'], [], 'Corpo alinhado, desça o peito até perto do chão e empurre de volta.', 'repeticao'],
  ['agachamento-livre', 'Agachamento livre com barra', ['Quadríceps', 'Glúteos', 'Posteriores de coxa'], ['Barra', 'Rack'], 'Barra nas costas, desça flexionando quadril e joelhos até a coxa paralela ao chão e suba.', 'carga'],
  ['agachamento-goblet', 'Agachamento goblet', ['Quadríceps', 'Glúteos'], ['Haltere', 'Kettlebell'], 'Segure o peso junto ao peito e agache mantendo o tronco ereto.', null],
  ['leg-press', 'Leg press 45°', ['Quadríceps', 'Glúteos'], ['Máquina leg press'], 'Pés na plataforma na largura do quadril, desça controlando e empurre sem travar os joelhos.', 'carga'],
  ['cadeira-extensora', 'Cadeira extensora', ['Quadríceps'], ['Máquina extensora'], 'Estenda os joelhos até o alto e desça devagar.', null],
  ['mesa-flexora', 'Mesa flexora', ['Posteriores de coxa'], ['Máquina flexora'], 'Deitado, flexione os joelhos levando o rolo em direção aos glúteos.', null],
  ['stiff', 'Stiff com barra', ['Posteriores de coxa', 'Glúteos', 'Lombar'], ['Barra'], 'Joelhos semiflexionados, desça a barra rente às pernas com a coluna neutra e volte.', null],
  ['levantamento-terra', 'Levantamento terra', ['Posteriores de coxa', 'Glúteos', 'Lombar', 'Trapézio'], ['Barra', 'Anilhas'], 'Barra junto às canelas, coluna neutra, estenda quadril e joelhos juntos até ficar de pé.', 'carga'],
  ['afundo', 'Afundo com halteres', ['Quadríceps', 'Glúteos'], ['Halteres'], 'Dê um passo à frente e desça até os dois joelhos formarem 90°.', null],
  ['elevacao-pelvica', 'Elevação pélvica', ['Glúteos', 'Posteriores de coxa'], ['Barra', 'Banco'], 'Costas apoiadas no banco, eleve o quadril com a barra até alinhar tronco e coxas.', 'carga'],
  ['panturrilha-em-pe', 'Panturrilha em pé', ['Panturrilhas'], ['Máquina', 'Step'], 'Suba na ponta dos pés o mais alto possível e desça alongando.', null],
  ['puxada-frontal', 'Puxada frontal na polia', ['Dorsais', 'Bíceps'], ['Polia alta', 'Barra longa'], 'Puxe a barra até a parte alta do peito, cotovelos para baixo, e volte controlando.', 'carga'],
  ['barra-fixa', 'Barra fixa', ['Dorsais', 'Bíceps', 'Core'], ['Barra fixa'], 'Pendurado, puxe o corpo até o queixo passar da barra e desça estendendo os braços.', 'repeticao'],
  ['remada-curvada', 'Remada curvada com barra', ['Dorsais', 'Romboides', 'Bíceps'], ['Barra'], 'Tronco inclinado, puxe a barra até o abdômen e desça controlando.', 'carga'],
  ['remada-unilateral', 'Remada unilateral com haltere', ['Dorsais', 'Romboides'], ['Haltere', 'Banco'], 'Apoiado no banco, puxe o haltere ao lado do quadril.', null],
  ['remada-baixa', 'Remada baixa na polia', ['Dorsais', 'Romboides', 'Bíceps'], ['Polia baixa', 'Triângulo'], 'Sentado, puxe o triângulo até o abdômen juntando as escápulas.', null],
  ['desenvolvimento-halteres', 'Desenvolvimento com halteres', ['Deltoides', 'Tríceps'], ['Halteres', 'Banco'], 'Sentado, empurre os halteres acima da cabeça e desça até a altura das orelhas.', 'carga'],
  ['elevacao-lateral', 'Elevação lateral', ['Deltoide lateral'], ['Halteres'], 'Eleve os braços lateralmente até a altura dos ombros.', null],
  ['elevacao-frontal', 'Elevação frontal', ['Deltoide anterior'], ['Halteres', 'Anilha'], 'Eleve o peso à frente até a altura dos ombros.', null],
  ['encolhimento', 'Encolhimento de ombros', ['Trapézio'], ['Halteres', 'Barra'], 'Eleve os ombros em direção às orelhas e desça devagar.', null],
  ['rosca-direta', 'Rosca direta com barra', ['Bíceps'], ['Barra'], 'Cotovelos junto ao corpo, flexione até a barra chegar aos ombros.', 'carga'],
  ['rosca-martelo', 'Rosca martelo', ['Bíceps', 'Braquiorradial'], ['Halteres'], 'Pegada neutra, flexione os cotovelos alternando os braços.', null],
  ['triceps-polia', 'Tríceps na polia', ['Tríceps'], ['Polia alta', 'Corda'], 'Cotovelos fixos, estenda os braços para baixo e volte devagar.', null],
  ['triceps-frances', 'Tríceps francês', ['Tríceps'], ['Haltere'], 'Haltere atrás da cabeça, estenda os cotovelos para cima.', null],
  ['mergulho-paralelas', 'Mergulho nas paralelas', ['Tríceps', 'Peitoral'], ['Paralelas'], 'Desça flexionando os cotovelos até 90° e empurre de volta.', 'repeticao'],
  ['prancha', 'Prancha abdominal', ['Core', 'Abdômen'], [], 'Apoiado nos antebraços e pés, mantenha o corpo alinhado pelo tempo indicado.', 'tempo'],
  ['abdominal-supra', 'Abdominal supra', ['Abdômen'], ['Colchonete'], 'Deitado, flexione o tronco tirando as escápulas do chão.', null],
  ['abdominal-infra', 'Abdominal infra', ['Abdômen'], ['Colchonete'], 'Deitado, eleve as pernas e o quadril controlando a descida.', null],
  ['prancha-lateral', 'Prancha lateral', ['Oblíquos', 'Core'], [], 'Apoiado em um antebraço, mantenha o quadril elevado e alinhado.', 'tempo'],
  ['burpee', 'Burpee', ['Corpo inteiro'], [], 'Agache, leve os pés para trás, faça uma flexão, volte e salte.', 'repeticao'],
  ['polichinelo', 'Polichinelo', ['Corpo inteiro', 'Cardio'], [], 'Salte abrindo pernas e braços e volte à posição inicial.', null],
  ['kettlebell-swing', 'Swing com kettlebell', ['Glúteos', 'Posteriores de coxa', 'Core'], ['Kettlebell'], 'Balance o kettlebell até a altura do peito com a extensão do quadril.', 'carga'],
  ['corrida-esteira', 'Corrida na esteira', ['Cardio', 'Pernas'], ['Esteira'], 'Corra no ritmo e inclinação indicados.', 'distancia'],
  ['bicicleta-ergometrica', 'Bicicleta ergométrica', ['Cardio', 'Quadríceps'], ['Bicicleta ergométrica'], 'Pedale na carga e cadência indicadas.', 'calorias'],
  ['remo-ergometro', 'Remo ergômetro', ['Cardio', 'Dorsais', 'Pernas'], ['Remo ergômetro'], 'Empurre com as pernas, incline o tronco e puxe a manopla até o abdômen.', 'distancia'],
  ['pular-corda', 'Pular corda', ['Cardio', 'Panturrilhas'], ['Corda'], 'Salte na ponta dos pés girando a corda com os punhos.', 'tempo'],
  ['escada-de-agilidade', 'Escada de agilidade', ['Cardio', 'Pernas'], ['Escada de agilidade'], 'Percorra a escada com passos rápidos no padrão indicado.', null],
];

export const starterExercises: ReadonlyArray<{ readonly id: string; readonly details: ExerciseDetails }> = starters.map(([slug, name, muscleGroups, equipment, description, record]) => ({
  id: `starter-${slug}`,
  details: {
    name,
    description,
    category: null,
    imageUrl: null,
    animatedImageUrl: null,
    videoUrl: null,
    externalVideoUrl: null,
    muscleGroups,
    equipment,
    recordEnabled: record !== null,
    exerciseType: record,
  },
}));
