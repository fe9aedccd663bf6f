import { campaignMessages as m, type CampaignEvent, type CampaignSettings } from '@gym/contracts';
import { IllegalStateError, NotFoundError, type Decider } from '@gym/platform';

export type CampaignCommand =
  | { type: 'SaveCampaign'; data: { accountId: string; campaignId: string; campaign: CampaignSettings; now: string } }
  | { type: 'DeleteCampaign'; data: { accountId: string; campaignId: string; now: string } };

export type CampaignState =
  | { status: 'none' }
  | { status: 'saved'; accountId: string; campaign: CampaignSettings }
  | { status: 'deleted'; accountId: string };

const same = (a: CampaignSettings, b: CampaignSettings) => JSON.stringify(a) === JSON.stringify(b);

/** A campaign of another account reads as missing. */
function savedIn(state: CampaignState, accountId: string) {
  if (state.status === 'none' || state.accountId !== accountId) throw new NotFoundError(m.notFound);
  if (state.status === 'deleted') throw new IllegalStateError(m.alreadyDeleted);
  return state;
}

/** Campaigns (spec 002 'Mensagens Automáticas'): one save command creates or updates. */
export const campaignDecider: Decider<CampaignCommand, CampaignEvent, CampaignState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'SaveCampaign': {
        const { accountId, campaignId, campaign, now } = command.data;
        if (state.status === 'none')
          return [{ type: 'CampaignCreated', data: { accountId, campaignId, campaign, createdAt: now } }];
        const current = savedIn(state, accountId);
        if (same(current.campaign, campaign)) return [];
        return [{ type: 'CampaignUpdated', data: { accountId, campaignId, campaign, updatedAt: now } }];
      }
      case 'DeleteCampaign': {
        const { accountId, campaignId, now } = command.data;
        savedIn(state, accountId);
        return [{ type: 'CampaignDeleted', data: { accountId, campaignId, deletedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case 'CampaignCreated':
      case 'CampaignUpdated':
        return { status: 'saved', accountId: event.data.accountId, campaign: event.data.campaign };
      case 'CampaignDeleted':
        return { status: 'deleted', accountId: event.data.accountId };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
