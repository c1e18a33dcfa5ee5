// The giving operations as clients send them (server/graphql/schema.graphql).
export const GIFT = 'id reference status amount currency way campaignId donorName donorEmail donorPhone language receivedRwf receivedOn transactionId receiptNumber erased';
export const PLEDGE = `mutation ($input: PledgeInput!, $language: Language) { pledgeGift(input: $input, language: $language) {
  reference amount currency way emailed instructions { kind number code dial details hours } } }`;
export const MARK_RECEIVED = `mutation ($id: ID!, $input: ReceivedInput!) { markGiftReceived(id: $id, input: $input) { ${GIFT} } }`;
export const RECORD_GIFT = `mutation ($input: RecordGiftInput!) { recordGift(input: $input) { ${GIFT} } }`;
export const CANCEL_GIFT = `mutation ($id: ID!) { cancelGift(id: $id) { ${GIFT} } }`;
export const ERASE_DONOR = `mutation ($id: ID!) { eraseDonor(id: $id) { ${GIFT} } }`;
export const GIFTS = `query ($status: GiftStatus, $way: GiftWay, $campaignId: ID, $search: String, $offset: Int, $limit: Int) {
  gifts(status: $status, way: $way, campaignId: $campaignId, search: $search, offset: $offset, limit: $limit) { total items { ${GIFT} } } }`;
export const GIFT_TOTALS = 'query { giftTotals { monthRwf yearRwf campaigns { campaignId receivedRwf gifts } } }';
export const GIFTS_CSV = 'query ($status: GiftStatus, $search: String) { giftsCsv(status: $status, search: $search) }';
export const CAMPAIGNS = 'query { campaigns { id title description goalRwf startsOn endsOn } }';
export const SAVE_CAMPAIGN = 'mutation ($id: ID, $input: CampaignInput!) { saveCampaign(id: $id, input: $input) { id title description goalRwf startsOn endsOn } }';
export const OPEN_CAMPAIGNS = 'query ($language: Language) { openCampaigns(language: $language) { id title description goalRwf receivedRwf gifts daysLeft endsOn } }';

export interface GiftAnswer {
  id: string;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  way: string;
  campaignId: string | null;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  receivedRwf: number | null;
  receivedOn: string | null;
  transactionId: string;
  receiptNumber: string | null;
  erased: boolean;
}
