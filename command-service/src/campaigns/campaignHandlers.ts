import { campaignInputSchema, campaignMessages as m, type CampaignSettings } from '@gym/contracts';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { loadState } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { campaignDecider } from './campaignDecider.ts';
import { sanitizeContent } from './sanitizeContent.ts';

export const campaignStream = (campaignId: string) => `campaign-${campaignId}`;

/** createOrUpdateCampaign: validates, sanitises the content, then creates or updates the campaign. */
export async function saveCampaign(
  svc: Services,
  actor: Actor,
  input: unknown,
): Promise<{ campaignId: string; position: number }> {
  const valid = parseInput(campaignInputSchema, input);
  const description = sanitizeContent(valid.description);
  // Content that was nothing but markup (or only scripts) is empty once sanitised.
  if (!description.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(description)) {
    throw new ValidationError([{ path: ['input', 'description'], message: m.required }]);
  }
  const { id, ...fields } = valid;
  const campaign: CampaignSettings = { ...fields, description };
  const campaignId = id ?? uuid();
  if (id) {
    // An id the client names must already be a campaign of this account: ids are never client-minted.
    const current = await loadState(svc.eventStore, campaignDecider, campaignStream(id));
    if (current.status === 'none' || current.accountId !== actor.accountId) throw new NotFoundError(m.notFound);
  }
  const result = await handleCommand(svc.eventStore, {
    streamId: campaignStream(campaignId),
    decider: campaignDecider,
    command: {
      type: 'SaveCampaign',
      data: { accountId: actor.accountId, campaignId, campaign, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return { campaignId, position: result.position };
}

/** DELETE /{account}/admin/campaigns/{id}: the log keeps the history, the list forgets it. */
export async function deleteCampaign(svc: Services, actor: Actor, campaignId: string): Promise<number> {
  const result = await handleCommand(svc.eventStore, {
    streamId: campaignStream(campaignId),
    decider: campaignDecider,
    command: {
      type: 'DeleteCampaign',
      data: { accountId: actor.accountId, campaignId, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return result.position;
}
