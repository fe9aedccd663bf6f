import { z } from 'zod';
import { messages } from '../messages.ts';
import { commentableTypes } from './enums.ts';
import { socialMessages } from './messages.ts';

const fill = (template: string, max: number) => template.replace('{max}', String(max));
export const POST_TEXT_MAX = 2000;
export const COMMENT_MAX = 1000;

export const postInputSchema = z.object({
  text: z
    .string({ message: socialMessages.textRequired })
    .trim()
    .min(1, socialMessages.textRequired)
    .max(POST_TEXT_MAX, fill(socialMessages.tooLong, POST_TEXT_MAX)),
  imageUrl: z
    .string()
    .trim()
    .max(2000, socialMessages.invalidImage)
    .url(socialMessages.invalidImage)
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
});

const message = z
  .string({ message: socialMessages.messageRequired })
  .trim()
  .min(1, socialMessages.messageRequired)
  .max(COMMENT_MAX, fill(socialMessages.tooLong, COMMENT_MAX));

export const commentInputSchema = z.object({
  commentableType: z.enum(commentableTypes, { message: socialMessages.invalidType }),
  commentableId: z.string({ message: messages.required }).trim().min(1, messages.required).max(100),
  message,
});
export const commentReplyInputSchema = z.object({ message });
