import { z } from 'zod';
import { byStudent, personal, sealedFor } from '../privacy/personal.ts';

/**
 * Participations (issue 20, item 6): on a lesson whose participation type asks for one (image, audio, video
 * or all), a member sends a file; the staff approve and comment; the member sees the answer. The spec names
 * no call or text for them: these are ours.
 */
export const participationMessages = {
  title: 'Participações',
  closed: 'Esta aula não recebe participações',
  typeNotAccepted: (label: string) => `Esta aula não recebe participações em ${label}`,
  mediaRequired: 'Envie o arquivo da sua participação',
  mediaNotOurs: 'O arquivo precisa ser enviado pelo upload de participações desta conta',
  notFound: 'Participação não encontrada',
  memberOnly: 'Só alunos enviam participações',
  reviewEmpty: 'Aprove a participação ou escreva um comentário',
  approved: 'Participação aprovada!',
  commented: 'Comentário enviado!',
  empty: 'Nenhuma participação encontrada',
  pending: 'Pendente',
  approvedStatus: 'Aprovada',
} as const;

export const participationMediaTypes = ['image', 'audio', 'video'] as const;
export type ParticipationMediaType = (typeof participationMediaTypes)[number];
export const participationMediaLabels: Record<ParticipationMediaType, string> = {
  image: 'imagem',
  audio: 'áudio',
  video: 'vídeo',
};
/** The upload folder of each kind (spec 001's folders plus these three, members only). */
export const participationFolders = {
  image: 'participations/images',
  audio: 'participations/audios',
  video: 'participations/videos',
} as const;

export const participationStatuses = ['pending', 'approved'] as const;
export type ParticipationStatus = (typeof participationStatuses)[number];

export const submitParticipationInputSchema = z.object({
  unitId: z.string().trim().min(1).max(100),
  mediaType: z.enum(participationMediaTypes, { message: participationMessages.mediaRequired }),
  mediaUrl: z.string().trim().max(2000).nullish(),
  comment: z.string().trim().max(2000).nullish(),
});
export type SubmitParticipationInput = z.output<typeof submitParticipationInputSchema>;

export const reviewParticipationInputSchema = z.object({
  id: z.string().trim().min(1).max(100),
  approve: z.boolean().nullish(),
  comment: z.string().trim().max(2000).nullish(),
});

/** Stream `participation-<participationId>`. */
const participationSubmittedV1 = sealedFor(
  byStudent,
  z.object({
    accountId: z.string(),
    participationId: z.string(),
    studentId: z.string(),
    courseId: z.string(),
    moduleId: z.string(),
    unitId: z.string(),
    mediaType: z.enum(participationMediaTypes),
    mediaUrl: personal(z.string()),
    comment: personal(z.string().nullable()),
    submittedAt: z.string(),
  }),
);
const participationReviewedV1 = z.object({
  accountId: z.string(),
  participationId: z.string(),
  reviewerId: z.string().nullable(),
  approved: z.boolean(),
  comment: z.string().nullable(),
  reviewedAt: z.string(),
});
export type ParticipationSubmitted = {
  type: 'ParticipationSubmitted';
  data: z.infer<typeof participationSubmittedV1>;
};
export type ParticipationReviewed = { type: 'ParticipationReviewed'; data: z.infer<typeof participationReviewedV1> };

export const participationEventSchemas = {
  ParticipationSubmitted: { version: 1, schema: participationSubmittedV1 },
  ParticipationReviewed: { version: 1, schema: participationReviewedV1 },
} as const;

/** Collection `participations`. */
export interface ParticipationDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  readonly courseId: string;
  readonly moduleId: string;
  readonly unitId: string;
  readonly mediaType: ParticipationMediaType;
  readonly mediaUrl: string;
  readonly comment: string | null;
  readonly status: ParticipationStatus;
  readonly staffComment: string | null;
  readonly submittedAt: string;
  readonly reviewedAt: string | null;
}
