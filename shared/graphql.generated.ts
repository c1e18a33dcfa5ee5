export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Timestamp: { input: number; output: number; }
};

export type AcceptInvitationInput = {
  firstName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  secondName: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type ActivityActor = {
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
};

export type ActivityEntry = {
  action: Scalars['String']['output'];
  actor: Maybe<ActivityActor>;
  at: Scalars['Timestamp']['output'];
  detail: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  target: Maybe<Scalars['String']['output']>;
  userAgent: Scalars['String']['output'];
};

export type ActivityPage = {
  items: Array<ActivityEntry>;
  total: Scalars['Int']['output'];
};

export type AuthPayload = {
  token: Scalars['String']['output'];
  user: User;
};

export type Campaign = {
  description: Scalars['String']['output'];
  endsOn: Scalars['String']['output'];
  goalRwf: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  startsOn: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CampaignInput = {
  description: Scalars['String']['input'];
  endsOn: Scalars['String']['input'];
  goalRwf: Scalars['Int']['input'];
  startsOn: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type CampaignTotal = {
  campaignId: Scalars['ID']['output'];
  gifts: Scalars['Int']['output'];
  receivedRwf: Scalars['Float']['output'];
};

export type CardPayment = {
  link: Scalars['String']['output'];
};

export type ContactMessage = {
  date_sent: Scalars['Timestamp']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isRead: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ContactMessageIdInput = {
  id: Scalars['ID']['input'];
};

export type ContactMessageInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
};

export type ContactMessagePage = {
  items: Array<ContactMessage>;
  total: Scalars['Int']['output'];
};

export type ContactReceipt = {
  message: Scalars['String']['output'];
  received: Scalars['Boolean']['output'];
};

export type ContentSection = {
  paragraph1: Scalars['String']['output'];
  paragraph2: Maybe<Scalars['String']['output']>;
  sectionTitle: Scalars['String']['output'];
};

export type ContentSectionInput = {
  paragraph1: Scalars['String']['input'];
  paragraph2?: InputMaybe<Scalars['String']['input']>;
  sectionTitle: Scalars['String']['input'];
};

export type Currency =
  | 'EUR'
  | 'RWF'
  | 'USD';

export type DeleteResult = {
  isDeleted: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

export type EmailSettings = {
  enabled: Scalars['Boolean']['output'];
};

export type Gift = {
  amount: Scalars['Int']['output'];
  campaignId: Maybe<Scalars['ID']['output']>;
  currency: Currency;
  donorEmail: Maybe<Scalars['String']['output']>;
  donorName: Scalars['String']['output'];
  donorPhone: Maybe<Scalars['String']['output']>;
  erased: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  mailProblem: Maybe<MailProblem>;
  onlinePayment: Maybe<GiftOnlinePayment>;
  pledgedAt: Scalars['Timestamp']['output'];
  receiptNumber: Maybe<Scalars['String']['output']>;
  receivedOn: Maybe<Scalars['String']['output']>;
  receivedRwf: Maybe<Scalars['Int']['output']>;
  reference: Scalars['String']['output'];
  status: GiftStatus;
  transactionId: Scalars['String']['output'];
  way: GiftWay;
};

export type GiftInstructions = {
  code: Maybe<Scalars['String']['output']>;
  details: Maybe<Array<Scalars['String']['output']>>;
  dial: Maybe<Scalars['String']['output']>;
  hours: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  number: Maybe<Scalars['String']['output']>;
};

export type GiftOnlinePayment = {
  at: Scalars['Timestamp']['output'];
  paidAmount: Scalars['String']['output'];
  paidCurrency: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  providerTransactionId: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type GiftPage = {
  items: Array<Gift>;
  total: Scalars['Int']['output'];
};

export type GiftPayment = {
  reason: Maybe<Scalars['String']['output']>;
  receiptNumber: Maybe<Scalars['String']['output']>;
  status: GiftPaymentStatus;
};

export type GiftPaymentStatus =
  | 'EXPIRED'
  | 'FAILED'
  | 'NONE'
  | 'PENDING'
  | 'SUCCESSFUL'
  | 'UNDERPAID';

export type GiftStatus =
  | 'CANCELLED'
  | 'PLEDGED'
  | 'RECEIVED';

export type GiftTotals = {
  campaigns: Array<CampaignTotal>;
  monthRwf: Scalars['Float']['output'];
  yearRwf: Scalars['Float']['output'];
};

export type GiftWay =
  | 'AIRTEL_MONEY'
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'CASH'
  | 'MTN_MOMO';

export type GivingInsights = {
  campaigns: Array<GivingRow>;
  cancelled: Scalars['Int']['output'];
  medianDaysToReceive: Maybe<Scalars['Float']['output']>;
  months: Array<GivingMonth>;
  pages: Array<GivingRow>;
  received: Scalars['Int']['output'];
  receivedByHand: Maybe<Scalars['Int']['output']>;
  receivedOnline: Maybe<Scalars['Int']['output']>;
  sources: Array<GivingRow>;
  waiting: Scalars['Int']['output'];
  ways: Array<GivingRow>;
};

export type GivingMonth = {
  currency: Currency;
  month: Scalars['String']['output'];
  pledged: Scalars['Float']['output'];
  received: Scalars['Float']['output'];
  receivedByHand: Maybe<Scalars['Float']['output']>;
  receivedOnline: Maybe<Scalars['Float']['output']>;
};

export type GivingRow = {
  currency: Currency;
  gifts: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  pledged: Scalars['Float']['output'];
  received: Scalars['Float']['output'];
  receivedByHand: Maybe<Scalars['Float']['output']>;
  receivedOnline: Maybe<Scalars['Float']['output']>;
};

export type Image = {
  filename: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ImageToBeSaved = {
  filename: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type InsightsPeriod =
  | 'LAST_7_DAYS'
  | 'LAST_12_MONTHS'
  | 'LAST_30_DAYS';

export type InsightsPoint = {
  period: Scalars['String']['output'];
  views: Scalars['Int']['output'];
  visitors: Scalars['Int']['output'];
};

export type InsightsRow = {
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  views: Scalars['Int']['output'];
  visitors: Scalars['Int']['output'];
};

export type Invitation = {
  createdAt: Scalars['Timestamp']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['Timestamp']['output'];
  id: Scalars['ID']['output'];
  mailProblem: Maybe<MailProblem>;
  role: UserRole;
  status: UserStatus;
};

export type InviteUserInput = {
  email: Scalars['String']['input'];
  role: UserRole;
};

export type Language =
  | 'en'
  | 'fr'
  | 'rw';

export type MailProblem = {
  at: Scalars['Timestamp']['output'];
  email: Scalars['String']['output'];
  kind: MailProblemKind;
  reason: Scalars['String']['output'];
};

export type MailProblemKind =
  | 'BOUNCED'
  | 'COMPLAINED';

export type MonthlyGiver = {
  amount: Scalars['Int']['output'];
  currency: Currency;
  day: Scalars['Int']['output'];
  donorEmail: Maybe<Scalars['String']['output']>;
  donorName: Scalars['String']['output'];
  erased: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  lastRemindedAt: Maybe<Scalars['Timestamp']['output']>;
  startedAt: Scalars['Timestamp']['output'];
  stoppedAt: Maybe<Scalars['Timestamp']['output']>;
  stoppedBy: Scalars['String']['output'];
  way: GiftWay;
};

export type MonthlyGiverPage = {
  items: Array<MonthlyGiver>;
  total: Scalars['Int']['output'];
};

export type Mutation = {
  acceptInvitation: AuthPayload;
  addPost: Post;
  cancelGift: Gift;
  cancelInvitation: Scalars['Boolean']['output'];
  changePassword: Scalars['Boolean']['output'];
  changeSubscriptionLanguage: SubscriptionLanguageResult;
  confirmPassword: Scalars['Boolean']['output'];
  confirmTwoFactorSetup: Array<Scalars['String']['output']>;
  deleteContactMessage: DeleteResult;
  deletePost: DeleteResult;
  deleteSubscriber: DeleteResult;
  delete_user: Scalars['String']['output'];
  disableTwoFactor: Scalars['Boolean']['output'];
  discardDraft: PostEdit;
  discardSiteDraft: SiteSectionEdit;
  endOtherSessions: Scalars['Int']['output'];
  endSession: Scalars['Boolean']['output'];
  endUserSessions: Scalars['Int']['output'];
  eraseDonor: Gift;
  inviteUser: Invitation;
  login_second_factor: AuthPayload;
  login_user: AuthPayload;
  mailSubscriberAgain: Subscriber;
  makeSubscribe: Subscriber;
  markContactMessageRead: ContactMessage;
  markGiftReceived: Gift;
  payGiftByCard: CardPayment;
  payGiftByMomo: GiftPayment;
  pledgeGift: Pledge;
  previewLink: PreviewLink;
  publishPost: Post;
  publishSiteSection: SiteSectionEdit;
  recordGift: Gift;
  requestPasswordReset: Scalars['Boolean']['output'];
  resendInvitation: Invitation;
  resetPassword: Scalars['Boolean']['output'];
  restoreRevision: Post;
  restoreSiteRevision: SiteSectionEdit;
  revokePreviewLinks: Scalars['Boolean']['output'];
  saveCampaign: Campaign;
  saveDraft: Post;
  saveSiteDraft: SiteSectionEdit;
  schedulePost: Post;
  sendContactMessage: ContactReceipt;
  sendPostToSubscribers: NewsletterSend;
  setTwoFactorRequirement: TwoFactorRequirement;
  sign_up: AuthPayload;
  startTwoFactorSetup: TwoFactorSetup;
  stopMonthlyGift: MonthlyGiver;
  submitForReview: Post;
  transferOwnership: Scalars['Boolean']['output'];
  unpublishPost: Post;
  unschedulePost: Post;
  unsubscribe: UnsubscribeResult;
  updatePost: Post;
  update_user: User;
};


export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


export type MutationAddPostArgs = {
  input?: InputMaybe<PostInput>;
};


export type MutationCancelGiftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  current: Scalars['String']['input'];
  next: Scalars['String']['input'];
};


export type MutationChangeSubscriptionLanguageArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmPasswordArgs = {
  password: Scalars['String']['input'];
};


export type MutationConfirmTwoFactorSetupArgs = {
  code: Scalars['String']['input'];
};


export type MutationDeleteContactMessageArgs = {
  input: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  input: Scalars['ID']['input'];
};


export type MutationDeleteSubscriberArgs = {
  input: Scalars['ID']['input'];
};


export type MutationDelete_UserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationDiscardDraftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDiscardSiteDraftArgs = {
  section: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndUserSessionsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEraseDonorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationLogin_Second_FactorArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


export type MutationLogin_UserArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMailSubscriberAgainArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMakeSubscribeArgs = {
  input?: InputMaybe<SubscriptionsInput>;
};


export type MutationMarkContactMessageReadArgs = {
  input: ContactMessageIdInput;
};


export type MutationMarkGiftReceivedArgs = {
  id: Scalars['ID']['input'];
  input: ReceivedInput;
};


export type MutationPayGiftByCardArgs = {
  payToken: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};


export type MutationPayGiftByMomoArgs = {
  number: Scalars['String']['input'];
  payToken: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};


export type MutationPledgeGiftArgs = {
  input: PledgeInput;
  language?: InputMaybe<Language>;
};


export type MutationPreviewLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishPostArgs = {
  id: Scalars['ID']['input'];
  seen?: InputMaybe<Scalars['Timestamp']['input']>;
  sendToSubscribers?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationPublishSiteSectionArgs = {
  content: Scalars['String']['input'];
  section: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRecordGiftArgs = {
  input: RecordGiftInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRestoreRevisionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreSiteRevisionArgs = {
  id: Scalars['ID']['input'];
  section: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRevokePreviewLinksArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveCampaignArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: CampaignInput;
};


export type MutationSaveDraftArgs = {
  input: PostDraftInput;
};


export type MutationSaveSiteDraftArgs = {
  content: Scalars['String']['input'];
  section: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSchedulePostArgs = {
  at: Scalars['Timestamp']['input'];
  id: Scalars['ID']['input'];
  seen?: InputMaybe<Scalars['Timestamp']['input']>;
  sendToSubscribers?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSendPostToSubscribersArgs = {
  input: Scalars['ID']['input'];
  seen?: InputMaybe<Scalars['Timestamp']['input']>;
};


export type MutationSetTwoFactorRequirementArgs = {
  scope: TwoFactorRequirement;
};


export type MutationSign_UpArgs = {
  input?: InputMaybe<UserInput>;
};


export type MutationStopMonthlyGiftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitForReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTransferOwnershipArgs = {
  to: Scalars['ID']['input'];
};


export type MutationUnpublishPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnschedulePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdatePostArgs = {
  input: PostInputUpdate;
};


export type MutationUpdate_UserArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<UserUpdateInput>;
};

export type NewsletterReach = {
  accepted: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  queuedAt: Scalars['Timestamp']['output'];
  recipients: Scalars['Int']['output'];
  sendId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  unsubscribed: Scalars['Int']['output'];
  visits: Scalars['Int']['output'];
};

export type NewsletterSend = {
  bounced: Scalars['Int']['output'];
  complaintRate: Scalars['Float']['output'];
  complaints: Scalars['Int']['output'];
  date_finished: Maybe<Scalars['Timestamp']['output']>;
  date_queued: Scalars['Timestamp']['output'];
  failed: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  post_id: Scalars['ID']['output'];
  sent: Scalars['Int']['output'];
  status: NewsletterStatus;
  title: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type NewsletterStatus =
  | 'DONE'
  | 'QUEUED'
  | 'SENDING';

export type PayNowWay =
  | 'CARD'
  | 'MTN_MOMO';

export type Pledge = {
  amount: Scalars['Int']['output'];
  currency: Currency;
  emailed: Scalars['Boolean']['output'];
  instructions: GiftInstructions;
  payNow: Array<PayNowWay>;
  payToken: Maybe<Scalars['String']['output']>;
  reference: Scalars['String']['output'];
  way: GiftWay;
};

export type PledgeInput = {
  amount: Scalars['Int']['input'];
  arrivalPath?: InputMaybe<Scalars['String']['input']>;
  arrivalSource?: InputMaybe<Scalars['String']['input']>;
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  currency?: InputMaybe<Currency>;
  email?: InputMaybe<Scalars['String']['input']>;
  monthly?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  way: GiftWay;
};

export type Post = {
  _id: Scalars['ID']['output'];
  category: PostCategory;
  content: Scalars['String']['output'];
  contentSections: Array<ContentSection>;
  date_posted: Scalars['Timestamp']['output'];
  image_url: Array<Image>;
  image_urls: Array<Image>;
  language: Language;
  publish_at: Maybe<Scalars['Timestamp']['output']>;
  status: PostStatus;
  title: Scalars['String']['output'];
  translations: Array<PostTranslation>;
  updated_at: Scalars['Timestamp']['output'];
  user_id: Maybe<Scalars['ID']['output']>;
  youtube_video_url: Maybe<Scalars['String']['output']>;
};

export type PostCard = {
  _id: Scalars['ID']['output'];
  category: PostCategory;
  content: Scalars['String']['output'];
  date_posted: Scalars['Timestamp']['output'];
  image_url: Array<Image>;
  language: Language;
  publish_at: Maybe<Scalars['Timestamp']['output']>;
  status: PostStatus;
  title: Scalars['String']['output'];
};

export type PostCardPage = {
  items: Array<PostCard>;
  nextCursor: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export type PostCategory =
  | 'Celebrations'
  | 'Events'
  | 'Meetings'
  | 'Stories';

export type PostDraftContent = {
  category: PostCategory;
  content: Scalars['String']['output'];
  contentSections: Array<ContentSection>;
  image_url: Array<Image>;
  image_urls: Array<Image>;
  title: Scalars['String']['output'];
  translations: Array<PostTranslation>;
  updated_at: Scalars['Timestamp']['output'];
  youtube_video_url: Maybe<Scalars['String']['output']>;
};

export type PostDraftInput = {
  category?: InputMaybe<PostCategory>;
  content?: InputMaybe<Scalars['String']['input']>;
  contentSections?: InputMaybe<Array<ContentSectionInput>>;
  image_url?: InputMaybe<ImageToBeSaved>;
  image_urls?: InputMaybe<Array<ImageToBeSaved>>;
  post_id?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
  translations?: InputMaybe<Array<PostTranslationInput>>;
  youtube_video_url?: InputMaybe<Scalars['String']['input']>;
};

export type PostEdit = {
  draft: Maybe<PostDraftContent>;
  post: Post;
  sendCancelledAt: Maybe<Scalars['Timestamp']['output']>;
  sendPending: Scalars['Boolean']['output'];
  sendSkippedAt: Maybe<Scalars['Timestamp']['output']>;
};

export type PostInput = {
  category: PostCategory;
  content: Scalars['String']['input'];
  contentSections: Array<ContentSectionInput>;
  image_url?: InputMaybe<ImageToBeSaved>;
  image_urls: Array<ImageToBeSaved>;
  title: Scalars['String']['input'];
  translations?: InputMaybe<Array<PostTranslationInput>>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
  youtube_video_url?: InputMaybe<Scalars['String']['input']>;
};

export type PostInputUpdate = {
  category: PostCategory;
  content: Scalars['String']['input'];
  contentSections: Array<ContentSectionInput>;
  image_url?: InputMaybe<ImageToBeSaved>;
  image_urls?: InputMaybe<Array<ImageToBeSaved>>;
  post_id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  translations?: InputMaybe<Array<PostTranslationInput>>;
  youtube_video_url?: InputMaybe<Scalars['String']['input']>;
};

export type PostInsights = {
  languages: Array<InsightsRow>;
  postId: Scalars['ID']['output'];
  views: Scalars['Int']['output'];
  visitors: Scalars['Int']['output'];
};

export type PostRevision = {
  author: Maybe<Scalars['String']['output']>;
  category: PostCategory;
  content: Scalars['String']['output'];
  contentSections: Array<ContentSection>;
  date: Scalars['Timestamp']['output'];
  id: Scalars['ID']['output'];
  image_url: Array<Image>;
  image_urls: Array<Image>;
  kind: RevisionKind;
  post_id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  translations: Array<PostTranslation>;
  youtube_video_url: Maybe<Scalars['String']['output']>;
};

export type PostRowPage = {
  items: Array<PostCard>;
  total: Scalars['Int']['output'];
};

export type PostStatus =
  | 'DRAFT'
  | 'IN_REVIEW'
  | 'PUBLISHED'
  | 'SCHEDULED';

export type PostTranslation = {
  content: Scalars['String']['output'];
  contentSections: Array<ContentSection>;
  language: Language;
  title: Scalars['String']['output'];
};

export type PostTranslationInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  contentSections?: InputMaybe<Array<ContentSectionInput>>;
  language: Language;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PreviewLink = {
  expiresAt: Scalars['Timestamp']['output'];
  url: Scalars['String']['output'];
};

export type PublicCampaign = {
  daysLeft: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  endsOn: Scalars['String']['output'];
  gifts: Scalars['Int']['output'];
  goalRwf: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  receivedRwf: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type Query = {
  activeSubscriberCount: Scalars['Int']['output'];
  activityActions: Array<Scalars['String']['output']>;
  activityActors: Array<ActivityActor>;
  activityLog: ActivityPage;
  campaigns: Array<Campaign>;
  contactMessageRows: ContactMessagePage;
  getAllContactMessages: Array<ContactMessage>;
  getAllPosts: Array<Post>;
  getAllSubscriptions: Array<Subscriber>;
  getEmailSettings: EmailSettings;
  getNewsletterSends: Array<NewsletterSend>;
  getOnePost: Maybe<Post>;
  get_all_users: Array<User>;
  giftPayment: GiftPayment;
  giftTotals: GiftTotals;
  gifts: GiftPage;
  giftsCsv: Scalars['String']['output'];
  givingInsights: GivingInsights;
  invitations: Array<Invitation>;
  me: User;
  monthlyGivers: MonthlyGiverPage;
  mySessions: Array<Session>;
  newsletterReach: Array<NewsletterReach>;
  onlinePayWays: Array<PayNowWay>;
  openCampaigns: Array<PublicCampaign>;
  overdueScheduledPosts: Scalars['Int']['output'];
  pledgeToPay: Pledge;
  postCards: PostCardPage;
  postInsights: PostInsights;
  postRevisions: Array<PostRevision>;
  postRows: PostRowPage;
  postViews: Array<PostInsights>;
  previewPost: Maybe<Post>;
  siteContent: SiteContent;
  siteRevisions: Array<SiteRevision>;
  siteSection: SiteSectionEdit;
  siteSectionPreview: SiteContent;
  staffPost: Maybe<PostEdit>;
  subscriberInsights: SubscriberInsights;
  subscriptionRows: SubscriberPage;
  trafficInsights: TrafficInsights;
  twoFactorRequirement: TwoFactorRequirement;
  unreadContactMessageCount: Scalars['Int']['output'];
};


export type QueryActivityLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  person?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryContactMessageRowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetOnePostArgs = {
  id: Scalars['ID']['input'];
  language?: InputMaybe<Language>;
};


export type QueryGiftPaymentArgs = {
  payToken: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};


export type QueryGiftsArgs = {
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<GiftStatus>;
  way?: InputMaybe<GiftWay>;
};


export type QueryGiftsCsvArgs = {
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<GiftStatus>;
  way?: InputMaybe<GiftWay>;
};


export type QueryGivingInsightsArgs = {
  period: InsightsPeriod;
};


export type QueryMonthlyGiversArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsletterReachArgs = {
  period: InsightsPeriod;
};


export type QueryOpenCampaignsArgs = {
  language?: InputMaybe<Language>;
};


export type QueryPledgeToPayArgs = {
  language?: InputMaybe<Language>;
  payToken: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};


export type QueryPostCardsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<PostCategory>;
  first?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Language>;
};


export type QueryPostInsightsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostRevisionsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostRowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PostStatus>;
};


export type QueryPostViewsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryPreviewPostArgs = {
  token: Scalars['String']['input'];
};


export type QuerySiteContentArgs = {
  language?: InputMaybe<Language>;
  section: Scalars['String']['input'];
};


export type QuerySiteRevisionsArgs = {
  section: Scalars['String']['input'];
};


export type QuerySiteSectionArgs = {
  section: Scalars['String']['input'];
};


export type QuerySiteSectionPreviewArgs = {
  language?: InputMaybe<Language>;
  section: Scalars['String']['input'];
};


export type QueryStaffPostArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubscriberInsightsArgs = {
  period: InsightsPeriod;
};


export type QuerySubscriptionRowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTrafficInsightsArgs = {
  period: InsightsPeriod;
};

export type ReceivedInput = {
  amountRwf: Scalars['Int']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
  transactionId?: InputMaybe<Scalars['String']['input']>;
};

export type RecordGiftInput = {
  amount: Scalars['Int']['input'];
  amountRwf: Scalars['Int']['input'];
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  currency?: InputMaybe<Currency>;
  date?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Language>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  transactionId?: InputMaybe<Scalars['String']['input']>;
  way: GiftWay;
};

export type RevisionKind =
  | 'AUTOSAVE'
  | 'PUBLISH'
  | 'RESTORE'
  | 'SCHEDULED';

export type Session = {
  createdAt: Scalars['Timestamp']['output'];
  current: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  lastSeenAt: Scalars['Timestamp']['output'];
  userAgent: Scalars['String']['output'];
};

export type SiteContent = {
  content: Scalars['String']['output'];
  section: Scalars['String']['output'];
};

export type SiteRevision = {
  author: Maybe<Scalars['String']['output']>;
  changes: Array<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  date: Scalars['Timestamp']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  section: Scalars['String']['output'];
};

export type SiteSectionEdit = {
  changedAt: Scalars['Timestamp']['output'];
  changedBy: Maybe<Scalars['String']['output']>;
  draft: Maybe<Scalars['String']['output']>;
  published: Scalars['String']['output'];
  publishedAt: Scalars['Timestamp']['output'];
  publishedBy: Maybe<Scalars['String']['output']>;
  section: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type Subscriber = {
  date_subscribed: Scalars['Timestamp']['output'];
  id: Scalars['ID']['output'];
  isEmailSent: Maybe<Scalars['String']['output']>;
  mailProblem: Maybe<MailProblem>;
  status: SubscriberStatus;
  subscriptionWithEmail: Scalars['String']['output'];
};

export type SubscriberInsights = {
  active: Scalars['Int']['output'];
  weeks: Array<SubscriberWeek>;
};

export type SubscriberPage = {
  items: Array<Subscriber>;
  total: Scalars['Int']['output'];
};

export type SubscriberStatus =
  | 'ACTIVE'
  | 'BOUNCED'
  | 'PENDING'
  | 'UNSUBSCRIBED';

export type SubscriberWeek = {
  bounced: Scalars['Int']['output'];
  confirmed: Scalars['Int']['output'];
  unsubscribed: Scalars['Int']['output'];
  week: Scalars['String']['output'];
};

export type SubscriptionLanguageResult = {
  language: Language;
  message: Scalars['String']['output'];
};

export type SubscriptionsInput = {
  language?: InputMaybe<Language>;
  subscriptionWithEmail: Scalars['String']['input'];
};

export type TrafficInsights = {
  devices: Array<InsightsRow>;
  languages: Array<InsightsRow>;
  pages: Array<InsightsRow>;
  series: Array<InsightsPoint>;
  sources: Array<InsightsRow>;
  views: Scalars['Int']['output'];
  visitors: Scalars['Int']['output'];
  visitorsNow: Scalars['Int']['output'];
};

export type TwoFactorRequirement =
  | 'ADMINISTRATOR_AND_UP'
  | 'EVERYONE'
  | 'OFF';

export type TwoFactorSetup = {
  otpauthUrl: Scalars['String']['output'];
  qrSvg: Scalars['String']['output'];
  secret: Scalars['String']['output'];
};

export type UnsubscribeResult = {
  message: Scalars['String']['output'];
  unsubscribed: Scalars['Boolean']['output'];
};

export type User = {
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  firstName: Maybe<Scalars['String']['output']>;
  lastSignInAt: Maybe<Scalars['Timestamp']['output']>;
  mailProblem: Maybe<MailProblem>;
  mustSetUpTwoFactor: Scalars['Boolean']['output'];
  password: Maybe<Scalars['String']['output']>;
  posts: Array<Scalars['ID']['output']>;
  role: UserRole;
  secondName: Maybe<Scalars['String']['output']>;
  status: UserStatus;
  twoFactorEnabled: Scalars['Boolean']['output'];
};

export type UserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  secondName?: InputMaybe<Scalars['String']['input']>;
};

export type UserRole =
  | 'ADMINISTRATOR'
  | 'AUTHOR'
  | 'CONTRIBUTOR'
  | 'EDITOR'
  | 'OWNER';

export type UserStatus =
  | 'ACTIVE'
  | 'INVITED';

export type UserUpdateInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<UserRole>;
  secondName?: InputMaybe<Scalars['String']['input']>;
};
