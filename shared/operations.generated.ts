/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from './graphql.generated.ts';

export type PostCardsQueryVariables = Exact<{
  category?: Types.PostCategory | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
  language?: Types.Language | null | undefined;
}>;


export type PostCardsQuery = { postCards: { total: number, nextCursor: string | null, items: Array<{ _id: string, title: string, category: Types.PostCategory, date_posted: number, content: string, language: Types.Language, image_url: Array<{ url: string, filename: string }> }> } };

export type GetAllPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAllPostsQuery = { getAllPosts: Array<{ _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }> }> };

export type GetOnePostQueryVariables = Exact<{
  id: string;
  language?: Types.Language | null | undefined;
}>;


export type GetOnePostQuery = { getOnePost: { category: Types.PostCategory, title: string, content: string, youtube_video_url: string | null, language: Types.Language, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }> } | null };

export type PostResultFragment = { title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, _id: string, date_posted: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }> };

export type AddPostMutationVariables = Exact<{
  input: Types.PostInput;
}>;


export type AddPostMutation = { addPost: { title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, _id: string, date_posted: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }> } };

export type UpdatePostMutationVariables = Exact<{
  input: Types.PostInputUpdate;
}>;


export type UpdatePostMutation = { updatePost: { title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, _id: string, date_posted: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }> } };

export type DeletePostMutationVariables = Exact<{
  id: string;
}>;


export type DeletePostMutation = { deletePost: { isDeleted: boolean, message: string } };

export type OpenCampaignsQueryVariables = Exact<{
  language?: Types.Language | null | undefined;
}>;


export type OpenCampaignsQuery = { openCampaigns: Array<{ id: string, title: string, description: string, goalRwf: number, receivedRwf: number, gifts: number, daysLeft: number }> };

export type TwoFactorStateQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStateQuery = { me: { _id: string, twoFactorEnabled: boolean, mustSetUpTwoFactor: boolean } };

export type StartTwoFactorSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorSetupMutation = { startTwoFactorSetup: { secret: string, otpauthUrl: string, qrSvg: string } };

export type ConfirmTwoFactorSetupMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorSetupMutation = { confirmTwoFactorSetup: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{
  password: string;
  code: string;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };

export type ConfirmPasswordMutationVariables = Exact<{
  password: string;
}>;


export type ConfirmPasswordMutation = { confirmPassword: boolean };

export type TwoFactorRequirementQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorRequirementQuery = { twoFactorRequirement: Types.TwoFactorRequirement };

export type SetTwoFactorRequirementMutationVariables = Exact<{
  scope: Types.TwoFactorRequirement;
}>;


export type SetTwoFactorRequirementMutation = { setTwoFactorRequirement: Types.TwoFactorRequirement };

export type ActivityLogQueryVariables = Exact<{
  person?: string | null | undefined;
  action?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ActivityLogQuery = { activityLog: { total: number, items: Array<{ id: string, at: number, action: string, target: string | null, ip: string, userAgent: string, detail: string | null, actor: { _id: string, email: string } | null }> } };

export type ActivityActionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivityActionsQuery = { activityActions: Array<string> };

export type ActivityActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivityActorsQuery = { activityActors: Array<{ _id: string, email: string }> };

export type SendContactMessageMutationVariables = Exact<{
  input: Types.ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { received: boolean, message: string } };

export type PledgeGiftMutationVariables = Exact<{
  input: Types.PledgeInput;
  language?: Types.Language | null | undefined;
}>;


export type PledgeGiftMutation = { pledgeGift: { reference: string, amount: number, currency: Types.Currency, way: Types.GiftWay, emailed: boolean, payNow: Array<Types.PayNowWay>, payToken: string | null, instructions: { kind: string, number: string | null, code: string | null, dial: string | null, details: Array<string> | null, hours: string | null } } };

export type PayGiftByMomoMutationVariables = Exact<{
  reference: string;
  payToken: string;
  number: string;
}>;


export type PayGiftByMomoMutation = { payGiftByMomo: { status: Types.GiftPaymentStatus, receiptNumber: string | null, reason: string | null } };

export type OnlinePayWaysQueryVariables = Exact<{ [key: string]: never; }>;


export type OnlinePayWaysQuery = { onlinePayWays: Array<Types.PayNowWay> };

export type PayGiftByCardMutationVariables = Exact<{
  reference: string;
  payToken: string;
}>;


export type PayGiftByCardMutation = { payGiftByCard: { link: string } };

export type GiftPaymentQueryVariables = Exact<{
  reference: string;
  payToken: string;
}>;


export type GiftPaymentQuery = { giftPayment: { status: Types.GiftPaymentStatus, receiptNumber: string | null, reason: string | null } };

export type PledgeToPayQueryVariables = Exact<{
  reference: string;
  payToken: string;
  language?: Types.Language | null | undefined;
}>;


export type PledgeToPayQuery = { pledgeToPay: { reference: string, amount: number, currency: Types.Currency, way: Types.GiftWay, emailed: boolean, payNow: Array<Types.PayNowWay>, payToken: string | null, instructions: { kind: string, number: string | null, code: string | null, dial: string | null, details: Array<string> | null, hours: string | null } } };

export type GiftsQueryVariables = Exact<{
  status?: Types.GiftStatus | null | undefined;
  way?: Types.GiftWay | null | undefined;
  campaignId?: string | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type GiftsQuery = { gifts: { total: number, items: Array<{ id: string, reference: string, status: Types.GiftStatus, amount: number, currency: Types.Currency, way: Types.GiftWay, campaignId: string | null, donorName: string, donorEmail: string | null, donorPhone: string | null, pledgedAt: number, receivedRwf: number | null, receiptNumber: string | null, erased: boolean, transactionId: string, mailProblem: { kind: Types.MailProblemKind, email: string, reason: string, at: number } | null, onlinePayment: { provider: string, status: string, reason: string, providerTransactionId: string, paidAmount: string, paidCurrency: string } | null }> } };

export type GiftTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftTotalsQuery = { giftTotals: { monthRwf: number, yearRwf: number, campaigns: Array<{ campaignId: string, receivedRwf: number, gifts: number }> } };

export type GiftsCsvQueryVariables = Exact<{
  status?: Types.GiftStatus | null | undefined;
  way?: Types.GiftWay | null | undefined;
  campaignId?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type GiftsCsvQuery = { giftsCsv: string };

export type CampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsQuery = { campaigns: Array<{ id: string, title: string, description: string, goalRwf: number, startsOn: string, endsOn: string }> };

export type MarkGiftReceivedMutationVariables = Exact<{
  id: string;
  input: Types.ReceivedInput;
}>;


export type MarkGiftReceivedMutation = { markGiftReceived: { id: string, reference: string, status: Types.GiftStatus, receiptNumber: string | null } };

export type RecordGiftMutationVariables = Exact<{
  input: Types.RecordGiftInput;
}>;


export type RecordGiftMutation = { recordGift: { id: string, reference: string, status: Types.GiftStatus, receiptNumber: string | null } };

export type CancelGiftMutationVariables = Exact<{
  id: string;
}>;


export type CancelGiftMutation = { cancelGift: { id: string, reference: string, status: Types.GiftStatus } };

export type EraseDonorMutationVariables = Exact<{
  id: string;
}>;


export type EraseDonorMutation = { eraseDonor: { id: string, reference: string, erased: boolean } };

export type SaveCampaignMutationVariables = Exact<{
  id?: string | null | undefined;
  input: Types.CampaignInput;
}>;


export type SaveCampaignMutation = { saveCampaign: { id: string, title: string, description: string, goalRwf: number, startsOn: string, endsOn: string } };

export type TrafficInsightsQueryVariables = Exact<{
  period: Types.InsightsPeriod;
}>;


export type TrafficInsightsQuery = { trafficInsights: { visitors: number, views: number, visitorsNow: number, series: Array<{ period: string, visitors: number, views: number }>, pages: Array<{ key: string, label: string, visitors: number, views: number }>, sources: Array<{ key: string, label: string, visitors: number, views: number }>, languages: Array<{ key: string, label: string, visitors: number, views: number }>, devices: Array<{ key: string, label: string, visitors: number, views: number }> } };

export type NewsletterReachQueryVariables = Exact<{
  period: Types.InsightsPeriod;
}>;


export type NewsletterReachQuery = { newsletterReach: Array<{ sendId: string, title: string, queuedAt: number, recipients: number, accepted: number, failed: number, unsubscribed: number, visits: number }> };

export type SubscriberInsightsQueryVariables = Exact<{
  period: Types.InsightsPeriod;
}>;


export type SubscriberInsightsQuery = { subscriberInsights: { active: number, weeks: Array<{ week: string, confirmed: number, unsubscribed: number, bounced: number }> } };

export type GivingInsightsQueryVariables = Exact<{
  period: Types.InsightsPeriod;
}>;


export type GivingInsightsQuery = { givingInsights: { received: number, receivedOnline: number | null, receivedByHand: number | null, cancelled: number, waiting: number, medianDaysToReceive: number | null, months: Array<{ month: string, currency: Types.Currency, pledged: number, received: number, receivedOnline: number | null, receivedByHand: number | null }>, ways: Array<{ key: string, label: string, currency: Types.Currency, gifts: number, pledged: number, received: number, receivedOnline: number | null, receivedByHand: number | null }>, campaigns: Array<{ key: string, label: string, currency: Types.Currency, gifts: number, pledged: number, received: number, receivedOnline: number | null, receivedByHand: number | null }>, sources: Array<{ key: string, label: string, currency: Types.Currency, gifts: number, pledged: number, received: number, receivedOnline: number | null, receivedByHand: number | null }>, pages: Array<{ key: string, label: string, currency: Types.Currency, gifts: number, pledged: number, received: number, receivedOnline: number | null, receivedByHand: number | null }> } };

export type PostViewsQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type PostViewsQuery = { postViews: Array<{ postId: string, visitors: number, views: number }> };

export type PostInsightsQueryVariables = Exact<{
  id: string;
}>;


export type PostInsightsQuery = { postInsights: { postId: string, visitors: number, views: number, languages: Array<{ key: string, label: string, visitors: number, views: number }> } };

export type Login_UserMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type Login_UserMutation = { login_user: { token: string, user: { _id: string, email: string, firstName: string | null, secondName: string | null, password: string | null, posts: Array<string> } } };

export type Login_Second_FactorMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type Login_Second_FactorMutation = { login_second_factor: { token: string, user: { _id: string, email: string, firstName: string | null, secondName: string | null, password: string | null, posts: Array<string> } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { _id: string, email: string, firstName: string | null, secondName: string | null, role: Types.UserRole, mustSetUpTwoFactor: boolean } };

export type ContactMessageRowsQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ContactMessageRowsQuery = { contactMessageRows: { total: number, items: Array<{ id: string, name: string, email: string, message: string, isRead: boolean, date_sent: number }> } };

export type MarkContactMessageReadMutationVariables = Exact<{
  input: Types.ContactMessageIdInput;
}>;


export type MarkContactMessageReadMutation = { markContactMessageRead: { id: string, name: string, email: string, message: string, isRead: boolean, date_sent: number } };

export type DeleteContactMessageMutationVariables = Exact<{
  id: string;
}>;


export type DeleteContactMessageMutation = { deleteContactMessage: { isDeleted: boolean, message: string } };

export type UnreadContactMessageCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadContactMessageCountQuery = { unreadContactMessageCount: number };

export type MonthlyGiversQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MonthlyGiversQuery = { monthlyGivers: { total: number, items: Array<{ id: string, donorName: string, donorEmail: string | null, amount: number, currency: Types.Currency, way: Types.GiftWay, day: number, language: string, startedAt: number, lastRemindedAt: number | null, stoppedAt: number | null, stoppedBy: string, erased: boolean }> } };

export type StopMonthlyGiftMutationVariables = Exact<{
  id: string;
}>;


export type StopMonthlyGiftMutation = { stopMonthlyGift: { id: string, stoppedAt: number | null, stoppedBy: string } };

export type GetNewsletterSendsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetNewsletterSendsQuery = { getNewsletterSends: Array<{ id: string, post_id: string, title: string, status: Types.NewsletterStatus, total: number, sent: number, failed: number, bounced: number, complaints: number, complaintRate: number, date_queued: number, date_finished: number | null }> };

export type GetEmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetEmailSettingsQuery = { getEmailSettings: { enabled: boolean } };

export type SendPostToSubscribersMutationVariables = Exact<{
  input: string;
  seen?: number | null | undefined;
}>;


export type SendPostToSubscribersMutation = { sendPostToSubscribers: { id: string, post_id: string, title: string, status: Types.NewsletterStatus, total: number, sent: number, failed: number, bounced: number, complaints: number, complaintRate: number, date_queued: number, date_finished: number | null } };

export type UnsubscribeMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeMutation = { unsubscribe: { unsubscribed: boolean, message: string } };

export type ChangeSubscriptionLanguageMutationVariables = Exact<{
  token: string;
}>;


export type ChangeSubscriptionLanguageMutation = { changeSubscriptionLanguage: { language: Types.Language, message: string } };

export type ChangePasswordMutationVariables = Exact<{
  current: string;
  next: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type PostRowsQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  status?: Types.PostStatus | null | undefined;
}>;


export type PostRowsQuery = { postRows: { total: number, items: Array<{ _id: string, title: string, category: Types.PostCategory, date_posted: number, content: string, status: Types.PostStatus, publish_at: number | null, image_url: Array<{ url: string, filename: string }> }> } };

export type OverdueScheduledPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type OverdueScheduledPostsQuery = { overdueScheduledPosts: number };

export type AdminPostQueryVariables = Exact<{
  id: string;
}>;


export type AdminPostQuery = { staffPost: { post: { _id: string, category: Types.PostCategory, title: string, content: string, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }> } } | null };

export type StaffPostFieldsFragment = { _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> };

export type StaffPostQueryVariables = Exact<{
  id: string;
}>;


export type StaffPostQuery = { staffPost: { sendSkippedAt: number | null, sendPending: boolean, sendCancelledAt: number | null, post: { _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> }, draft: { title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> } | null } | null };

export type DiscardDraftMutationVariables = Exact<{
  id: string;
}>;


export type DiscardDraftMutation = { discardDraft: { sendSkippedAt: number | null } };

export type SaveDraftMutationVariables = Exact<{
  input: Types.PostDraftInput;
}>;


export type SaveDraftMutation = { saveDraft: { _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> } };

export type SubmitForReviewMutationVariables = Exact<{
  id: string;
}>;


export type SubmitForReviewMutation = { submitForReview: { _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> } };

export type PublishPostMutationVariables = Exact<{
  id: string;
  sendToSubscribers?: boolean | null | undefined;
  seen?: number | null | undefined;
}>;


export type PublishPostMutation = { publishPost: { _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> } };

export type SchedulePostMutationVariables = Exact<{
  id: string;
  at: number;
  sendToSubscribers?: boolean | null | undefined;
  seen?: number | null | undefined;
}>;


export type SchedulePostMutation = { schedulePost: { _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> } };

export type UnschedulePostMutationVariables = Exact<{
  id: string;
}>;


export type UnschedulePostMutation = { unschedulePost: { _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> } };

export type UnpublishPostMutationVariables = Exact<{
  id: string;
}>;


export type UnpublishPostMutation = { unpublishPost: { _id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, date_posted: number, user_id: string | null, status: Types.PostStatus, publish_at: number | null, updated_at: number, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }>, translations: Array<{ language: Types.Language, title: string, content: string, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }> }> } };

export type PostRevisionsQueryVariables = Exact<{
  id: string;
}>;


export type PostRevisionsQuery = { postRevisions: Array<{ id: string, post_id: string, title: string, content: string, category: Types.PostCategory, youtube_video_url: string | null, author: string | null, date: number, kind: Types.RevisionKind, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }> }> };

export type RestoreRevisionMutationVariables = Exact<{
  id: string;
}>;


export type RestoreRevisionMutation = { restoreRevision: { _id: string, status: Types.PostStatus } };

export type PreviewLinkMutationVariables = Exact<{
  id: string;
}>;


export type PreviewLinkMutation = { previewLink: { url: string, expiresAt: number } };

export type RevokePreviewLinksMutationVariables = Exact<{
  id: string;
}>;


export type RevokePreviewLinksMutation = { revokePreviewLinks: boolean };

export type PreviewPostQueryVariables = Exact<{
  token: string;
}>;


export type PreviewPostQuery = { previewPost: { _id: string, category: Types.PostCategory, title: string, content: string, youtube_video_url: string | null, contentSections: Array<{ sectionTitle: string, paragraph1: string, paragraph2: string | null }>, image_url: Array<{ url: string, filename: string }>, image_urls: Array<{ url: string, filename: string }> } | null };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, createdAt: number, lastSeenAt: number, ip: string, userAgent: string, current: boolean }> };

export type EndSessionMutationVariables = Exact<{
  id: string;
}>;


export type EndSessionMutation = { endSession: boolean };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: number };

export type SiteSectionQueryVariables = Exact<{
  section: string;
}>;


export type SiteSectionQuery = { siteSection: { section: string, version: number, published: string, draft: string | null, publishedAt: number, publishedBy: string | null, changedAt: number, changedBy: string | null } };

export type SiteRevisionsQueryVariables = Exact<{
  section: string;
}>;


export type SiteRevisionsQuery = { siteRevisions: Array<{ id: string, section: string, content: string, kind: string, date: number, author: string | null, changes: Array<string> }> };

export type SaveSiteDraftMutationVariables = Exact<{
  section: string;
  content: string;
  version: number;
}>;


export type SaveSiteDraftMutation = { saveSiteDraft: { section: string, version: number, published: string, draft: string | null, publishedAt: number, publishedBy: string | null, changedAt: number, changedBy: string | null } };

export type PublishSiteSectionMutationVariables = Exact<{
  section: string;
  content: string;
  version: number;
}>;


export type PublishSiteSectionMutation = { publishSiteSection: { section: string, version: number, published: string, draft: string | null, publishedAt: number, publishedBy: string | null, changedAt: number, changedBy: string | null } };

export type DiscardSiteDraftMutationVariables = Exact<{
  section: string;
  version: number;
}>;


export type DiscardSiteDraftMutation = { discardSiteDraft: { section: string, version: number, published: string, draft: string | null, publishedAt: number, publishedBy: string | null, changedAt: number, changedBy: string | null } };

export type RestoreSiteRevisionMutationVariables = Exact<{
  section: string;
  id: string;
  version: number;
}>;


export type RestoreSiteRevisionMutation = { restoreSiteRevision: { section: string, version: number, published: string, draft: string | null, publishedAt: number, publishedBy: string | null, changedAt: number, changedBy: string | null } };

export type Get_All_UsersQueryVariables = Exact<{
  problems: boolean;
}>;


export type Get_All_UsersQuery = { get_all_users: Array<{ _id: string, email: string, firstName: string | null, secondName: string | null, role: Types.UserRole, status: Types.UserStatus, twoFactorEnabled: boolean, lastSignInAt: number | null, mailProblem?: { kind: Types.MailProblemKind, email: string, reason: string, at: number } | null }> };

export type InvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitationsQuery = { invitations: Array<{ id: string, email: string, role: Types.UserRole, status: Types.UserStatus, createdAt: number, expiresAt: number, mailProblem: { kind: Types.MailProblemKind, email: string, reason: string, at: number } | null }> };

export type Update_UserMutationVariables = Exact<{
  id: string;
  input?: Types.UserUpdateInput | null | undefined;
}>;


export type Update_UserMutation = { update_user: { _id: string, firstName: string | null, secondName: string | null, role: Types.UserRole } };

export type Delete_UserMutationVariables = Exact<{
  id: string;
}>;


export type Delete_UserMutation = { delete_user: string };

export type EndUserSessionsMutationVariables = Exact<{
  id: string;
}>;


export type EndUserSessionsMutation = { endUserSessions: number };

export type InviteUserMutationVariables = Exact<{
  input: Types.InviteUserInput;
}>;


export type InviteUserMutation = { inviteUser: { id: string, email: string, role: Types.UserRole } };

export type ResendInvitationMutationVariables = Exact<{
  id: string;
}>;


export type ResendInvitationMutation = { resendInvitation: { id: string, expiresAt: number } };

export type CancelInvitationMutationVariables = Exact<{
  id: string;
}>;


export type CancelInvitationMutation = { cancelInvitation: boolean };

export type TransferOwnershipMutationVariables = Exact<{
  to: string;
}>;


export type TransferOwnershipMutation = { transferOwnership: boolean };

export type AcceptInvitationMutationVariables = Exact<{
  input: Types.AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { token: string, user: { _id: string, email: string, role: Types.UserRole } } };

export type SubscriptionRowsQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SubscriptionRowsQuery = { subscriptionRows: { total: number, items: Array<{ id: string, subscriptionWithEmail: string, date_subscribed: number, status: Types.SubscriberStatus, isEmailSent: string | null, mailProblem: { kind: Types.MailProblemKind, email: string, reason: string, at: number } | null }> } };

export type GetAllSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAllSubscriptionsQuery = { getAllSubscriptions: Array<{ id: string, subscriptionWithEmail: string, date_subscribed: number, status: Types.SubscriberStatus, isEmailSent: string | null }> };

export type DeleteSubscriberMutationVariables = Exact<{
  id: string;
}>;


export type DeleteSubscriberMutation = { deleteSubscriber: { isDeleted: boolean, message: string } };

export type MailSubscriberAgainMutationVariables = Exact<{
  id: string;
}>;


export type MailSubscriberAgainMutation = { mailSubscriberAgain: { id: string, status: Types.SubscriberStatus, mailProblem: { kind: Types.MailProblemKind, email: string, reason: string, at: number } | null } };

export type ActiveSubscriberCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveSubscriberCountQuery = { activeSubscriberCount: number };

export type MakeSubscribeMutationVariables = Exact<{
  input: Types.SubscriptionsInput;
}>;


export type MakeSubscribeMutation = { makeSubscribe: { id: string, subscriptionWithEmail: string, date_subscribed: number, status: Types.SubscriberStatus, isEmailSent: string | null } };
