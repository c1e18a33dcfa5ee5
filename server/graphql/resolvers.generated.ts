import type * as Types from '../../shared/graphql.generated.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StaffRecord, InvitationRecord } from '../staff/index.ts';
import type { PostParent, PostDraftRecord, PostRevisionRecord } from '../posts/index.ts';
import type { GiftRecord } from '../giving/index.ts';
import type { NewsletterSendRecord } from '../subscribers/index.ts';
import type { RequestContext } from './context.ts';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };


export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInvitationInput: Types.AcceptInvitationInput;
  ActivityActor: ResolverTypeWrapper<Types.ActivityActor>;
  ActivityEntry: ResolverTypeWrapper<Types.ActivityEntry>;
  ActivityPage: ResolverTypeWrapper<Types.ActivityPage>;
  AuthPayload: ResolverTypeWrapper<Omit<Types.AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Types.Scalars['Boolean']['output']>;
  Campaign: ResolverTypeWrapper<Types.Campaign>;
  CampaignInput: Types.CampaignInput;
  CampaignTotal: ResolverTypeWrapper<Types.CampaignTotal>;
  CardPayment: ResolverTypeWrapper<Types.CardPayment>;
  ContactMessage: ResolverTypeWrapper<Types.ContactMessage>;
  ContactMessageIdInput: Types.ContactMessageIdInput;
  ContactMessageInput: Types.ContactMessageInput;
  ContactMessagePage: ResolverTypeWrapper<Types.ContactMessagePage>;
  ContactReceipt: ResolverTypeWrapper<Types.ContactReceipt>;
  ContentSection: ResolverTypeWrapper<Types.ContentSection>;
  ContentSectionInput: Types.ContentSectionInput;
  Currency: Types.Currency;
  DeleteResult: ResolverTypeWrapper<Types.DeleteResult>;
  EmailSettings: ResolverTypeWrapper<Types.EmailSettings>;
  Float: ResolverTypeWrapper<Types.Scalars['Float']['output']>;
  Gift: ResolverTypeWrapper<GiftRecord>;
  GiftInstructions: ResolverTypeWrapper<Types.GiftInstructions>;
  GiftOnlinePayment: ResolverTypeWrapper<Types.GiftOnlinePayment>;
  GiftPage: ResolverTypeWrapper<Omit<Types.GiftPage, 'items'> & { items: Array<ResolversTypes['Gift']> }>;
  GiftPayment: ResolverTypeWrapper<Types.GiftPayment>;
  GiftPaymentStatus: Types.GiftPaymentStatus;
  GiftStatus: Types.GiftStatus;
  GiftTotals: ResolverTypeWrapper<Types.GiftTotals>;
  GiftWay: Types.GiftWay;
  GivingInsights: ResolverTypeWrapper<Types.GivingInsights>;
  GivingMonth: ResolverTypeWrapper<Types.GivingMonth>;
  GivingRow: ResolverTypeWrapper<Types.GivingRow>;
  ID: ResolverTypeWrapper<Types.Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Types.Image>;
  ImageToBeSaved: Types.ImageToBeSaved;
  InsightsPeriod: Types.InsightsPeriod;
  InsightsPoint: ResolverTypeWrapper<Types.InsightsPoint>;
  InsightsRow: ResolverTypeWrapper<Types.InsightsRow>;
  Int: ResolverTypeWrapper<Types.Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<InvitationRecord>;
  InviteUserInput: Types.InviteUserInput;
  Language: Types.Language;
  MailProblem: ResolverTypeWrapper<Types.MailProblem>;
  MailProblemKind: Types.MailProblemKind;
  MonthlyGiver: ResolverTypeWrapper<Types.MonthlyGiver>;
  MonthlyGiverPage: ResolverTypeWrapper<Types.MonthlyGiverPage>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterReach: ResolverTypeWrapper<Types.NewsletterReach>;
  NewsletterSend: ResolverTypeWrapper<NewsletterSendRecord>;
  NewsletterStatus: Types.NewsletterStatus;
  PayNowWay: Types.PayNowWay;
  Pledge: ResolverTypeWrapper<Types.Pledge>;
  PledgeInput: Types.PledgeInput;
  Post: ResolverTypeWrapper<PostParent>;
  PostCard: ResolverTypeWrapper<Types.PostCard>;
  PostCardPage: ResolverTypeWrapper<Types.PostCardPage>;
  PostCategory: Types.PostCategory;
  PostDraftContent: ResolverTypeWrapper<PostDraftRecord>;
  PostDraftInput: Types.PostDraftInput;
  PostEdit: ResolverTypeWrapper<Omit<Types.PostEdit, 'draft' | 'post'> & { draft?: Types.Maybe<ResolversTypes['PostDraftContent']>, post: ResolversTypes['Post'] }>;
  PostInput: Types.PostInput;
  PostInputUpdate: Types.PostInputUpdate;
  PostInsights: ResolverTypeWrapper<Types.PostInsights>;
  PostRevision: ResolverTypeWrapper<PostRevisionRecord>;
  PostRowPage: ResolverTypeWrapper<Types.PostRowPage>;
  PostStatus: Types.PostStatus;
  PostTranslation: ResolverTypeWrapper<Types.PostTranslation>;
  PostTranslationInput: Types.PostTranslationInput;
  PreviewLink: ResolverTypeWrapper<Types.PreviewLink>;
  PublicCampaign: ResolverTypeWrapper<Types.PublicCampaign>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReceivedInput: Types.ReceivedInput;
  RecordGiftInput: Types.RecordGiftInput;
  RevisionKind: Types.RevisionKind;
  Session: ResolverTypeWrapper<Types.Session>;
  SiteContent: ResolverTypeWrapper<Types.SiteContent>;
  SiteRevision: ResolverTypeWrapper<Types.SiteRevision>;
  SiteSectionEdit: ResolverTypeWrapper<Types.SiteSectionEdit>;
  String: ResolverTypeWrapper<Types.Scalars['String']['output']>;
  Subscriber: ResolverTypeWrapper<Types.Subscriber>;
  SubscriberInsights: ResolverTypeWrapper<Types.SubscriberInsights>;
  SubscriberPage: ResolverTypeWrapper<Types.SubscriberPage>;
  SubscriberStatus: Types.SubscriberStatus;
  SubscriberWeek: ResolverTypeWrapper<Types.SubscriberWeek>;
  SubscriptionLanguageResult: ResolverTypeWrapper<Types.SubscriptionLanguageResult>;
  SubscriptionsInput: Types.SubscriptionsInput;
  Timestamp: ResolverTypeWrapper<Types.Scalars['Timestamp']['output']>;
  TrafficInsights: ResolverTypeWrapper<Types.TrafficInsights>;
  TwoFactorRequirement: Types.TwoFactorRequirement;
  TwoFactorSetup: ResolverTypeWrapper<Types.TwoFactorSetup>;
  UnsubscribeResult: ResolverTypeWrapper<Types.UnsubscribeResult>;
  User: ResolverTypeWrapper<StaffRecord>;
  UserInput: Types.UserInput;
  UserRole: Types.UserRole;
  UserStatus: Types.UserStatus;
  UserUpdateInput: Types.UserUpdateInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInvitationInput: Types.AcceptInvitationInput;
  ActivityActor: Types.ActivityActor;
  ActivityEntry: Types.ActivityEntry;
  ActivityPage: Types.ActivityPage;
  AuthPayload: Omit<Types.AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Types.Scalars['Boolean']['output'];
  Campaign: Types.Campaign;
  CampaignInput: Types.CampaignInput;
  CampaignTotal: Types.CampaignTotal;
  CardPayment: Types.CardPayment;
  ContactMessage: Types.ContactMessage;
  ContactMessageIdInput: Types.ContactMessageIdInput;
  ContactMessageInput: Types.ContactMessageInput;
  ContactMessagePage: Types.ContactMessagePage;
  ContactReceipt: Types.ContactReceipt;
  ContentSection: Types.ContentSection;
  ContentSectionInput: Types.ContentSectionInput;
  DeleteResult: Types.DeleteResult;
  EmailSettings: Types.EmailSettings;
  Float: Types.Scalars['Float']['output'];
  Gift: GiftRecord;
  GiftInstructions: Types.GiftInstructions;
  GiftOnlinePayment: Types.GiftOnlinePayment;
  GiftPage: Omit<Types.GiftPage, 'items'> & { items: Array<ResolversParentTypes['Gift']> };
  GiftPayment: Types.GiftPayment;
  GiftTotals: Types.GiftTotals;
  GivingInsights: Types.GivingInsights;
  GivingMonth: Types.GivingMonth;
  GivingRow: Types.GivingRow;
  ID: Types.Scalars['ID']['output'];
  Image: Types.Image;
  ImageToBeSaved: Types.ImageToBeSaved;
  InsightsPoint: Types.InsightsPoint;
  InsightsRow: Types.InsightsRow;
  Int: Types.Scalars['Int']['output'];
  Invitation: InvitationRecord;
  InviteUserInput: Types.InviteUserInput;
  MailProblem: Types.MailProblem;
  MonthlyGiver: Types.MonthlyGiver;
  MonthlyGiverPage: Types.MonthlyGiverPage;
  Mutation: Record<PropertyKey, never>;
  NewsletterReach: Types.NewsletterReach;
  NewsletterSend: NewsletterSendRecord;
  Pledge: Types.Pledge;
  PledgeInput: Types.PledgeInput;
  Post: PostParent;
  PostCard: Types.PostCard;
  PostCardPage: Types.PostCardPage;
  PostDraftContent: PostDraftRecord;
  PostDraftInput: Types.PostDraftInput;
  PostEdit: Omit<Types.PostEdit, 'draft' | 'post'> & { draft?: Types.Maybe<ResolversParentTypes['PostDraftContent']>, post: ResolversParentTypes['Post'] };
  PostInput: Types.PostInput;
  PostInputUpdate: Types.PostInputUpdate;
  PostInsights: Types.PostInsights;
  PostRevision: PostRevisionRecord;
  PostRowPage: Types.PostRowPage;
  PostTranslation: Types.PostTranslation;
  PostTranslationInput: Types.PostTranslationInput;
  PreviewLink: Types.PreviewLink;
  PublicCampaign: Types.PublicCampaign;
  Query: Record<PropertyKey, never>;
  ReceivedInput: Types.ReceivedInput;
  RecordGiftInput: Types.RecordGiftInput;
  Session: Types.Session;
  SiteContent: Types.SiteContent;
  SiteRevision: Types.SiteRevision;
  SiteSectionEdit: Types.SiteSectionEdit;
  String: Types.Scalars['String']['output'];
  Subscriber: Types.Subscriber;
  SubscriberInsights: Types.SubscriberInsights;
  SubscriberPage: Types.SubscriberPage;
  SubscriberWeek: Types.SubscriberWeek;
  SubscriptionLanguageResult: Types.SubscriptionLanguageResult;
  SubscriptionsInput: Types.SubscriptionsInput;
  Timestamp: Types.Scalars['Timestamp']['output'];
  TrafficInsights: Types.TrafficInsights;
  TwoFactorSetup: Types.TwoFactorSetup;
  UnsubscribeResult: Types.UnsubscribeResult;
  User: StaffRecord;
  UserInput: Types.UserInput;
  UserUpdateInput: Types.UserUpdateInput;
};

export type ActivityActorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActivityActor'] = ResolversParentTypes['ActivityActor']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Types.Maybe<ResolversTypes['ActivityActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  detail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActivityPage'] = ResolversParentTypes['ActivityPage']> = {
  items?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goalRwf?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignTotalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CampaignTotal'] = ResolversParentTypes['CampaignTotal']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gifts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedRwf?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CardPaymentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardPayment'] = ResolversParentTypes['CardPayment']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  date_sent?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessagePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContactMessagePage'] = ResolversParentTypes['ContactMessagePage']> = {
  items?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactReceiptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContactReceipt'] = ResolversParentTypes['ContactReceipt']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContentSectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentSection'] = ResolversParentTypes['ContentSection']> = {
  paragraph1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraph2?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sectionTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = {
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmailSettings'] = ResolversParentTypes['EmailSettings']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GiftResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Gift'] = ResolversParentTypes['Gift']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  donorEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  donorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donorPhone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailProblem?: Resolver<Types.Maybe<ResolversTypes['MailProblem']>, ParentType, ContextType>;
  onlinePayment?: Resolver<Types.Maybe<ResolversTypes['GiftOnlinePayment']>, ParentType, ContextType>;
  pledgedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  receiptNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedOn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedRwf?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftStatus'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  way?: Resolver<ResolversTypes['GiftWay'], ParentType, ContextType>;
};

export type GiftInstructionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftInstructions'] = ResolversParentTypes['GiftInstructions']> = {
  code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  dial?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hours?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftOnlinePaymentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftOnlinePayment'] = ResolversParentTypes['GiftOnlinePayment']> = {
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerTransactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftPage'] = ResolversParentTypes['GiftPage']> = {
  items?: Resolver<Array<ResolversTypes['Gift']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftPaymentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftPayment'] = ResolversParentTypes['GiftPayment']> = {
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftPaymentStatus'], ParentType, ContextType>;
};

export type GiftTotalsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftTotals'] = ResolversParentTypes['GiftTotals']> = {
  campaigns?: Resolver<Array<ResolversTypes['CampaignTotal']>, ParentType, ContextType>;
  monthRwf?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearRwf?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GivingInsightsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GivingInsights'] = ResolversParentTypes['GivingInsights']> = {
  campaigns?: Resolver<Array<ResolversTypes['GivingRow']>, ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianDaysToReceive?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['GivingMonth']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['GivingRow']>, ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedByHand?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  receivedOnline?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['GivingRow']>, ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ways?: Resolver<Array<ResolversTypes['GivingRow']>, ParentType, ContextType>;
};

export type GivingMonthResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GivingMonth'] = ResolversParentTypes['GivingMonth']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pledged?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  receivedByHand?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  receivedOnline?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type GivingRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GivingRow'] = ResolversParentTypes['GivingRow']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  gifts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pledged?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  receivedByHand?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  receivedOnline?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InsightsPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InsightsPoint'] = ResolversParentTypes['InsightsPoint']> = {
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InsightsRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InsightsRow'] = ResolversParentTypes['InsightsRow']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailProblem?: Resolver<Types.Maybe<ResolversTypes['MailProblem']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
};

export type MailProblemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailProblem'] = ResolversParentTypes['MailProblem']> = {
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MailProblemKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthlyGiverResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MonthlyGiver'] = ResolversParentTypes['MonthlyGiver']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  donorEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  donorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  erased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastRemindedAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  stoppedAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  stoppedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  way?: Resolver<ResolversTypes['GiftWay'], ParentType, ContextType>;
};

export type MonthlyGiverPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MonthlyGiverPage'] = ResolversParentTypes['MonthlyGiverPage']> = {
  items?: Resolver<Array<ResolversTypes['MonthlyGiver']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<Types.MutationAcceptInvitationArgs, 'input'>>;
  addPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, Partial<Types.MutationAddPostArgs>>;
  cancelGift?: Resolver<ResolversTypes['Gift'], ParentType, ContextType, RequireFields<Types.MutationCancelGiftArgs, 'id'>>;
  cancelInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationCancelInvitationArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationChangePasswordArgs, 'current' | 'next'>>;
  changeSubscriptionLanguage?: Resolver<ResolversTypes['SubscriptionLanguageResult'], ParentType, ContextType, RequireFields<Types.MutationChangeSubscriptionLanguageArgs, 'token'>>;
  confirmPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationConfirmPasswordArgs, 'password'>>;
  confirmTwoFactorSetup?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<Types.MutationConfirmTwoFactorSetupArgs, 'code'>>;
  deleteContactMessage?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<Types.MutationDeleteContactMessageArgs, 'input'>>;
  deletePost?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<Types.MutationDeletePostArgs, 'input'>>;
  deleteSubscriber?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<Types.MutationDeleteSubscriberArgs, 'input'>>;
  delete_user?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.MutationDelete_UserArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDisableTwoFactorArgs, 'code' | 'password'>>;
  discardDraft?: Resolver<ResolversTypes['PostEdit'], ParentType, ContextType, RequireFields<Types.MutationDiscardDraftArgs, 'id'>>;
  discardSiteDraft?: Resolver<ResolversTypes['SiteSectionEdit'], ParentType, ContextType, RequireFields<Types.MutationDiscardSiteDraftArgs, 'section' | 'version'>>;
  endOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationEndSessionArgs, 'id'>>;
  endUserSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<Types.MutationEndUserSessionsArgs, 'id'>>;
  eraseDonor?: Resolver<ResolversTypes['Gift'], ParentType, ContextType, RequireFields<Types.MutationEraseDonorArgs, 'id'>>;
  inviteUser?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<Types.MutationInviteUserArgs, 'input'>>;
  login_second_factor?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<Types.MutationLogin_Second_FactorArgs, 'challenge' | 'code'>>;
  login_user?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<Types.MutationLogin_UserArgs, 'email' | 'password'>>;
  mailSubscriberAgain?: Resolver<ResolversTypes['Subscriber'], ParentType, ContextType, RequireFields<Types.MutationMailSubscriberAgainArgs, 'id'>>;
  makeSubscribe?: Resolver<ResolversTypes['Subscriber'], ParentType, ContextType, Partial<Types.MutationMakeSubscribeArgs>>;
  markContactMessageRead?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<Types.MutationMarkContactMessageReadArgs, 'input'>>;
  markGiftReceived?: Resolver<ResolversTypes['Gift'], ParentType, ContextType, RequireFields<Types.MutationMarkGiftReceivedArgs, 'id' | 'input'>>;
  payGiftByCard?: Resolver<ResolversTypes['CardPayment'], ParentType, ContextType, RequireFields<Types.MutationPayGiftByCardArgs, 'payToken' | 'reference'>>;
  payGiftByMomo?: Resolver<ResolversTypes['GiftPayment'], ParentType, ContextType, RequireFields<Types.MutationPayGiftByMomoArgs, 'number' | 'payToken' | 'reference'>>;
  pledgeGift?: Resolver<ResolversTypes['Pledge'], ParentType, ContextType, RequireFields<Types.MutationPledgeGiftArgs, 'input' | 'language'>>;
  previewLink?: Resolver<ResolversTypes['PreviewLink'], ParentType, ContextType, RequireFields<Types.MutationPreviewLinkArgs, 'id'>>;
  publishPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<Types.MutationPublishPostArgs, 'id'>>;
  publishSiteSection?: Resolver<ResolversTypes['SiteSectionEdit'], ParentType, ContextType, RequireFields<Types.MutationPublishSiteSectionArgs, 'content' | 'section' | 'version'>>;
  recordGift?: Resolver<ResolversTypes['Gift'], ParentType, ContextType, RequireFields<Types.MutationRecordGiftArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationRequestPasswordResetArgs, 'email'>>;
  resendInvitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<Types.MutationResendInvitationArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationResetPasswordArgs, 'password' | 'token'>>;
  restoreRevision?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<Types.MutationRestoreRevisionArgs, 'id'>>;
  restoreSiteRevision?: Resolver<ResolversTypes['SiteSectionEdit'], ParentType, ContextType, RequireFields<Types.MutationRestoreSiteRevisionArgs, 'id' | 'section' | 'version'>>;
  revokePreviewLinks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationRevokePreviewLinksArgs, 'id'>>;
  saveCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<Types.MutationSaveCampaignArgs, 'input'>>;
  saveDraft?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<Types.MutationSaveDraftArgs, 'input'>>;
  saveSiteDraft?: Resolver<ResolversTypes['SiteSectionEdit'], ParentType, ContextType, RequireFields<Types.MutationSaveSiteDraftArgs, 'content' | 'section' | 'version'>>;
  schedulePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<Types.MutationSchedulePostArgs, 'at' | 'id'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactReceipt'], ParentType, ContextType, RequireFields<Types.MutationSendContactMessageArgs, 'input'>>;
  sendPostToSubscribers?: Resolver<ResolversTypes['NewsletterSend'], ParentType, ContextType, RequireFields<Types.MutationSendPostToSubscribersArgs, 'input'>>;
  setTwoFactorRequirement?: Resolver<ResolversTypes['TwoFactorRequirement'], ParentType, ContextType, RequireFields<Types.MutationSetTwoFactorRequirementArgs, 'scope'>>;
  sign_up?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<Types.MutationSign_UpArgs>>;
  startTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  stopMonthlyGift?: Resolver<ResolversTypes['MonthlyGiver'], ParentType, ContextType, RequireFields<Types.MutationStopMonthlyGiftArgs, 'id'>>;
  submitForReview?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<Types.MutationSubmitForReviewArgs, 'id'>>;
  transferOwnership?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationTransferOwnershipArgs, 'to'>>;
  unpublishPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<Types.MutationUnpublishPostArgs, 'id'>>;
  unschedulePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<Types.MutationUnschedulePostArgs, 'id'>>;
  unsubscribe?: Resolver<ResolversTypes['UnsubscribeResult'], ParentType, ContextType, RequireFields<Types.MutationUnsubscribeArgs, 'token'>>;
  updatePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<Types.MutationUpdatePostArgs, 'input'>>;
  update_user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<Types.MutationUpdate_UserArgs, 'id'>>;
};

export type NewsletterReachResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NewsletterReach'] = ResolversParentTypes['NewsletterReach']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queuedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsletterSendResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NewsletterSend'] = ResolversParentTypes['NewsletterSend']> = {
  bounced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  complaintRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  complaints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date_finished?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  date_queued?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PledgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Pledge'] = ResolversParentTypes['Pledge']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  instructions?: Resolver<ResolversTypes['GiftInstructions'], ParentType, ContextType>;
  payNow?: Resolver<Array<ResolversTypes['PayNowWay']>, ParentType, ContextType>;
  payToken?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  way?: Resolver<ResolversTypes['GiftWay'], ParentType, ContextType>;
};

export type PostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['PostCategory'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentSections?: Resolver<Array<ResolversTypes['ContentSection']>, ParentType, ContextType>;
  date_posted?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  image_url?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  image_urls?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  publish_at?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PostStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['PostTranslation']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  user_id?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  youtube_video_url?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostCard'] = ResolversParentTypes['PostCard']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['PostCategory'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_posted?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  image_url?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  publish_at?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PostStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostCardPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostCardPage'] = ResolversParentTypes['PostCardPage']> = {
  items?: Resolver<Array<ResolversTypes['PostCard']>, ParentType, ContextType>;
  nextCursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostDraftContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostDraftContent'] = ResolversParentTypes['PostDraftContent']> = {
  category?: Resolver<ResolversTypes['PostCategory'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentSections?: Resolver<Array<ResolversTypes['ContentSection']>, ParentType, ContextType>;
  image_url?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  image_urls?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['PostTranslation']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  youtube_video_url?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostEditResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostEdit'] = ResolversParentTypes['PostEdit']> = {
  draft?: Resolver<Types.Maybe<ResolversTypes['PostDraftContent']>, ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  sendCancelledAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  sendPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendSkippedAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
};

export type PostInsightsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostInsights'] = ResolversParentTypes['PostInsights']> = {
  languages?: Resolver<Array<ResolversTypes['InsightsRow']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostRevisionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostRevision'] = ResolversParentTypes['PostRevision']> = {
  author?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['PostCategory'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentSections?: Resolver<Array<ResolversTypes['ContentSection']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image_url?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  image_urls?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RevisionKind'], ParentType, ContextType>;
  post_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['PostTranslation']>, ParentType, ContextType>;
  youtube_video_url?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostRowPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostRowPage'] = ResolversParentTypes['PostRowPage']> = {
  items?: Resolver<Array<ResolversTypes['PostCard']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostTranslationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostTranslation'] = ResolversParentTypes['PostTranslation']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentSections?: Resolver<Array<ResolversTypes['ContentSection']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreviewLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PreviewLink'] = ResolversParentTypes['PreviewLink']> = {
  expiresAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicCampaignResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PublicCampaign'] = ResolversParentTypes['PublicCampaign']> = {
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gifts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goalRwf?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedRwf?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activeSubscriberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activityActions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  activityActors?: Resolver<Array<ResolversTypes['ActivityActor']>, ParentType, ContextType>;
  activityLog?: Resolver<ResolversTypes['ActivityPage'], ParentType, ContextType, RequireFields<Types.QueryActivityLogArgs, 'limit' | 'offset'>>;
  campaigns?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType>;
  contactMessageRows?: Resolver<ResolversTypes['ContactMessagePage'], ParentType, ContextType, RequireFields<Types.QueryContactMessageRowsArgs, 'limit' | 'offset'>>;
  getAllContactMessages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  getAllPosts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  getAllSubscriptions?: Resolver<Array<ResolversTypes['Subscriber']>, ParentType, ContextType>;
  getEmailSettings?: Resolver<ResolversTypes['EmailSettings'], ParentType, ContextType>;
  getNewsletterSends?: Resolver<Array<ResolversTypes['NewsletterSend']>, ParentType, ContextType>;
  getOnePost?: Resolver<Types.Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<Types.QueryGetOnePostArgs, 'id' | 'language'>>;
  get_all_users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  giftPayment?: Resolver<ResolversTypes['GiftPayment'], ParentType, ContextType, RequireFields<Types.QueryGiftPaymentArgs, 'payToken' | 'reference'>>;
  giftTotals?: Resolver<ResolversTypes['GiftTotals'], ParentType, ContextType>;
  gifts?: Resolver<ResolversTypes['GiftPage'], ParentType, ContextType, RequireFields<Types.QueryGiftsArgs, 'limit' | 'offset'>>;
  giftsCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<Types.QueryGiftsCsvArgs>>;
  givingInsights?: Resolver<ResolversTypes['GivingInsights'], ParentType, ContextType, RequireFields<Types.QueryGivingInsightsArgs, 'period'>>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  monthlyGivers?: Resolver<ResolversTypes['MonthlyGiverPage'], ParentType, ContextType, RequireFields<Types.QueryMonthlyGiversArgs, 'limit' | 'offset'>>;
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  newsletterReach?: Resolver<Array<ResolversTypes['NewsletterReach']>, ParentType, ContextType, RequireFields<Types.QueryNewsletterReachArgs, 'period'>>;
  onlinePayWays?: Resolver<Array<ResolversTypes['PayNowWay']>, ParentType, ContextType>;
  openCampaigns?: Resolver<Array<ResolversTypes['PublicCampaign']>, ParentType, ContextType, RequireFields<Types.QueryOpenCampaignsArgs, 'language'>>;
  overdueScheduledPosts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pledgeToPay?: Resolver<ResolversTypes['Pledge'], ParentType, ContextType, RequireFields<Types.QueryPledgeToPayArgs, 'language' | 'payToken' | 'reference'>>;
  postCards?: Resolver<ResolversTypes['PostCardPage'], ParentType, ContextType, RequireFields<Types.QueryPostCardsArgs, 'first' | 'language'>>;
  postInsights?: Resolver<ResolversTypes['PostInsights'], ParentType, ContextType, RequireFields<Types.QueryPostInsightsArgs, 'id'>>;
  postRevisions?: Resolver<Array<ResolversTypes['PostRevision']>, ParentType, ContextType, RequireFields<Types.QueryPostRevisionsArgs, 'id'>>;
  postRows?: Resolver<ResolversTypes['PostRowPage'], ParentType, ContextType, RequireFields<Types.QueryPostRowsArgs, 'limit' | 'offset'>>;
  postViews?: Resolver<Array<ResolversTypes['PostInsights']>, ParentType, ContextType, RequireFields<Types.QueryPostViewsArgs, 'ids'>>;
  previewPost?: Resolver<Types.Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<Types.QueryPreviewPostArgs, 'token'>>;
  siteContent?: Resolver<ResolversTypes['SiteContent'], ParentType, ContextType, RequireFields<Types.QuerySiteContentArgs, 'section'>>;
  siteRevisions?: Resolver<Array<ResolversTypes['SiteRevision']>, ParentType, ContextType, RequireFields<Types.QuerySiteRevisionsArgs, 'section'>>;
  siteSection?: Resolver<ResolversTypes['SiteSectionEdit'], ParentType, ContextType, RequireFields<Types.QuerySiteSectionArgs, 'section'>>;
  siteSectionPreview?: Resolver<ResolversTypes['SiteContent'], ParentType, ContextType, RequireFields<Types.QuerySiteSectionPreviewArgs, 'section'>>;
  staffPost?: Resolver<Types.Maybe<ResolversTypes['PostEdit']>, ParentType, ContextType, RequireFields<Types.QueryStaffPostArgs, 'id'>>;
  subscriberInsights?: Resolver<ResolversTypes['SubscriberInsights'], ParentType, ContextType, RequireFields<Types.QuerySubscriberInsightsArgs, 'period'>>;
  subscriptionRows?: Resolver<ResolversTypes['SubscriberPage'], ParentType, ContextType, RequireFields<Types.QuerySubscriptionRowsArgs, 'limit' | 'offset'>>;
  trafficInsights?: Resolver<ResolversTypes['TrafficInsights'], ParentType, ContextType, RequireFields<Types.QueryTrafficInsightsArgs, 'period'>>;
  twoFactorRequirement?: Resolver<ResolversTypes['TwoFactorRequirement'], ParentType, ContextType>;
  unreadContactMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SiteContent'] = ResolversParentTypes['SiteContent']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteRevisionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SiteRevision'] = ResolversParentTypes['SiteRevision']> = {
  author?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteSectionEditResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SiteSectionEdit'] = ResolversParentTypes['SiteSectionEdit']> = {
  changedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  changedBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  draft?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  publishedBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriberResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscriber'] = ResolversParentTypes['Subscriber']> = {
  date_subscribed?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEmailSent?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailProblem?: Resolver<Types.Maybe<ResolversTypes['MailProblem']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriberStatus'], ParentType, ContextType>;
  subscriptionWithEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriberInsightsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubscriberInsights'] = ResolversParentTypes['SubscriberInsights']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['SubscriberWeek']>, ParentType, ContextType>;
};

export type SubscriberPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubscriberPage'] = ResolversParentTypes['SubscriberPage']> = {
  items?: Resolver<Array<ResolversTypes['Subscriber']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriberWeekResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubscriberWeek'] = ResolversParentTypes['SubscriberWeek']> = {
  bounced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionLanguageResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubscriptionLanguageResult'] = ResolversParentTypes['SubscriptionLanguageResult']> = {
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface TimestampScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Timestamp'], any> {
  name: 'Timestamp';
}

export type TrafficInsightsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrafficInsights'] = ResolversParentTypes['TrafficInsights']> = {
  devices?: Resolver<Array<ResolversTypes['InsightsRow']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['InsightsRow']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['InsightsRow']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['InsightsPoint']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['InsightsRow']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitorsNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TwoFactorSetupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = {
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnsubscribeResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UnsubscribeResult'] = ResolversParentTypes['UnsubscribeResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSignInAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  mailProblem?: Resolver<Types.Maybe<ResolversTypes['MailProblem']>, ParentType, ContextType>;
  mustSetUpTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  password?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  secondName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  ActivityActor?: ActivityActorResolvers<ContextType>;
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ActivityPage?: ActivityPageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignTotal?: CampaignTotalResolvers<ContextType>;
  CardPayment?: CardPaymentResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessagePage?: ContactMessagePageResolvers<ContextType>;
  ContactReceipt?: ContactReceiptResolvers<ContextType>;
  ContentSection?: ContentSectionResolvers<ContextType>;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  EmailSettings?: EmailSettingsResolvers<ContextType>;
  Gift?: GiftResolvers<ContextType>;
  GiftInstructions?: GiftInstructionsResolvers<ContextType>;
  GiftOnlinePayment?: GiftOnlinePaymentResolvers<ContextType>;
  GiftPage?: GiftPageResolvers<ContextType>;
  GiftPayment?: GiftPaymentResolvers<ContextType>;
  GiftTotals?: GiftTotalsResolvers<ContextType>;
  GivingInsights?: GivingInsightsResolvers<ContextType>;
  GivingMonth?: GivingMonthResolvers<ContextType>;
  GivingRow?: GivingRowResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  InsightsPoint?: InsightsPointResolvers<ContextType>;
  InsightsRow?: InsightsRowResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  MailProblem?: MailProblemResolvers<ContextType>;
  MonthlyGiver?: MonthlyGiverResolvers<ContextType>;
  MonthlyGiverPage?: MonthlyGiverPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterReach?: NewsletterReachResolvers<ContextType>;
  NewsletterSend?: NewsletterSendResolvers<ContextType>;
  Pledge?: PledgeResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostCard?: PostCardResolvers<ContextType>;
  PostCardPage?: PostCardPageResolvers<ContextType>;
  PostDraftContent?: PostDraftContentResolvers<ContextType>;
  PostEdit?: PostEditResolvers<ContextType>;
  PostInsights?: PostInsightsResolvers<ContextType>;
  PostRevision?: PostRevisionResolvers<ContextType>;
  PostRowPage?: PostRowPageResolvers<ContextType>;
  PostTranslation?: PostTranslationResolvers<ContextType>;
  PreviewLink?: PreviewLinkResolvers<ContextType>;
  PublicCampaign?: PublicCampaignResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SiteContent?: SiteContentResolvers<ContextType>;
  SiteRevision?: SiteRevisionResolvers<ContextType>;
  SiteSectionEdit?: SiteSectionEditResolvers<ContextType>;
  Subscriber?: SubscriberResolvers<ContextType>;
  SubscriberInsights?: SubscriberInsightsResolvers<ContextType>;
  SubscriberPage?: SubscriberPageResolvers<ContextType>;
  SubscriberWeek?: SubscriberWeekResolvers<ContextType>;
  SubscriptionLanguageResult?: SubscriptionLanguageResultResolvers<ContextType>;
  Timestamp?: GraphQLScalarType;
  TrafficInsights?: TrafficInsightsResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  UnsubscribeResult?: UnsubscribeResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

