import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRecord } from '../repositories/users.ts';
import type { RequestContext } from './context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Timestamp: { input: number; output: number; }
};

export type AuthPayload = {
  token: Scalars['String']['output'];
  user: User;
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

export type DeleteResult = {
  isDeleted: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

export type EmailSettings = {
  enabled: Scalars['Boolean']['output'];
};

export type Image = {
  filename: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ImageToBeSaved = {
  filename: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type Mutation = {
  addPost: Post;
  deleteContactMessage: DeleteResult;
  deletePost: DeleteResult;
  deleteSubscriber: DeleteResult;
  login_user: AuthPayload;
  makeSubscribe: Subscriber;
  markContactMessageRead: ContactMessage;
  sendContactMessage: ContactReceipt;
  sendPostToSubscribers: NewsletterSend;
  unsubscribe: UnsubscribeResult;
  updatePost: Post;
};


export type MutationAddPostArgs = {
  input?: InputMaybe<PostInput>;
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


export type MutationLogin_UserArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMakeSubscribeArgs = {
  input?: InputMaybe<SubscriptionsInput>;
};


export type MutationMarkContactMessageReadArgs = {
  input: ContactMessageIdInput;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSendPostToSubscribersArgs = {
  input: Scalars['ID']['input'];
};


export type MutationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdatePostArgs = {
  input: PostInputUpdate;
};

export type NewsletterSend = {
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

export type Post = {
  _id: Scalars['ID']['output'];
  category: PostCategory;
  content: Scalars['String']['output'];
  contentSections: Array<ContentSection>;
  date_posted: Scalars['Timestamp']['output'];
  image_url: Array<Image>;
  image_urls: Array<Image>;
  title: Scalars['String']['output'];
  user_id: Maybe<Scalars['ID']['output']>;
  youtube_video_url: Maybe<Scalars['String']['output']>;
};

export type PostCard = {
  _id: Scalars['ID']['output'];
  category: PostCategory;
  content: Scalars['String']['output'];
  date_posted: Scalars['Timestamp']['output'];
  image_url: Array<Image>;
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

export type PostInput = {
  category: PostCategory;
  content: Scalars['String']['input'];
  contentSections: Array<ContentSectionInput>;
  image_url?: InputMaybe<ImageToBeSaved>;
  image_urls: Array<ImageToBeSaved>;
  title: Scalars['String']['input'];
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
  youtube_video_url?: InputMaybe<Scalars['String']['input']>;
};

export type PostRowPage = {
  items: Array<PostCard>;
  total: Scalars['Int']['output'];
};

export type Query = {
  activeSubscriberCount: Scalars['Int']['output'];
  contactMessageRows: ContactMessagePage;
  getAllContactMessages: Array<ContactMessage>;
  getAllPosts: Array<Post>;
  getAllSubscriptions: Array<Subscriber>;
  getEmailSettings: EmailSettings;
  getNewsletterSends: Array<NewsletterSend>;
  getOnePost: Maybe<Post>;
  postCards: PostCardPage;
  postRows: PostRowPage;
  subscriptionRows: SubscriberPage;
  unreadContactMessageCount: Scalars['Int']['output'];
};


export type QueryContactMessageRowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetOnePostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostCardsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<PostCategory>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostRowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySubscriptionRowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type Subscriber = {
  date_subscribed: Scalars['Timestamp']['output'];
  id: Scalars['ID']['output'];
  isEmailSent: Maybe<Scalars['String']['output']>;
  status: SubscriberStatus;
  subscriptionWithEmail: Scalars['String']['output'];
};

export type SubscriberPage = {
  items: Array<Subscriber>;
  total: Scalars['Int']['output'];
};

export type SubscriberStatus =
  | 'ACTIVE'
  | 'PENDING'
  | 'UNSUBSCRIBED';

export type SubscriptionsInput = {
  subscriptionWithEmail: Scalars['String']['input'];
};

export type UnsubscribeResult = {
  message: Scalars['String']['output'];
  unsubscribed: Scalars['Boolean']['output'];
};

export type User = {
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  firstName: Maybe<Scalars['String']['output']>;
  password: Maybe<Scalars['String']['output']>;
  posts: Array<Scalars['ID']['output']>;
  secondName: Maybe<Scalars['String']['output']>;
};



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
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

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
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContactMessage: ResolverTypeWrapper<ContactMessage>;
  ContactMessageIdInput: ContactMessageIdInput;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePage: ResolverTypeWrapper<ContactMessagePage>;
  ContactReceipt: ResolverTypeWrapper<ContactReceipt>;
  ContentSection: ResolverTypeWrapper<ContentSection>;
  ContentSectionInput: ContentSectionInput;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  EmailSettings: ResolverTypeWrapper<EmailSettings>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageToBeSaved: ImageToBeSaved;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterSend: ResolverTypeWrapper<NewsletterSend>;
  NewsletterStatus: NewsletterStatus;
  Post: ResolverTypeWrapper<Post>;
  PostCard: ResolverTypeWrapper<PostCard>;
  PostCardPage: ResolverTypeWrapper<PostCardPage>;
  PostCategory: PostCategory;
  PostInput: PostInput;
  PostInputUpdate: PostInputUpdate;
  PostRowPage: ResolverTypeWrapper<PostRowPage>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscriber: ResolverTypeWrapper<Subscriber>;
  SubscriberPage: ResolverTypeWrapper<SubscriberPage>;
  SubscriberStatus: SubscriberStatus;
  SubscriptionsInput: SubscriptionsInput;
  Timestamp: ResolverTypeWrapper<Scalars['Timestamp']['output']>;
  UnsubscribeResult: ResolverTypeWrapper<UnsubscribeResult>;
  User: ResolverTypeWrapper<UserRecord>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  ContactMessage: ContactMessage;
  ContactMessageIdInput: ContactMessageIdInput;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePage: ContactMessagePage;
  ContactReceipt: ContactReceipt;
  ContentSection: ContentSection;
  ContentSectionInput: ContentSectionInput;
  DeleteResult: DeleteResult;
  EmailSettings: EmailSettings;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImageToBeSaved: ImageToBeSaved;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  NewsletterSend: NewsletterSend;
  Post: Post;
  PostCard: PostCard;
  PostCardPage: PostCardPage;
  PostInput: PostInput;
  PostInputUpdate: PostInputUpdate;
  PostRowPage: PostRowPage;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscriber: Subscriber;
  SubscriberPage: SubscriberPage;
  SubscriptionsInput: SubscriptionsInput;
  Timestamp: Scalars['Timestamp']['output'];
  UnsubscribeResult: UnsubscribeResult;
  User: UserRecord;
};

export type AuthPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
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
  paragraph2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sectionTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = {
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmailSettings'] = ResolversParentTypes['EmailSettings']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, Partial<MutationAddPostArgs>>;
  deleteContactMessage?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteContactMessageArgs, 'input'>>;
  deletePost?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'input'>>;
  deleteSubscriber?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteSubscriberArgs, 'input'>>;
  login_user?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLogin_UserArgs, 'email' | 'password'>>;
  makeSubscribe?: Resolver<ResolversTypes['Subscriber'], ParentType, ContextType, Partial<MutationMakeSubscribeArgs>>;
  markContactMessageRead?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationMarkContactMessageReadArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactReceipt'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendPostToSubscribers?: Resolver<ResolversTypes['NewsletterSend'], ParentType, ContextType, RequireFields<MutationSendPostToSubscribersArgs, 'input'>>;
  unsubscribe?: Resolver<ResolversTypes['UnsubscribeResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeArgs, 'token'>>;
  updatePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdatePostArgs, 'input'>>;
};

export type NewsletterSendResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NewsletterSend'] = ResolversParentTypes['NewsletterSend']> = {
  date_finished?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  date_queued?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['PostCategory'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentSections?: Resolver<Array<ResolversTypes['ContentSection']>, ParentType, ContextType>;
  date_posted?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  image_url?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  image_urls?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  youtube_video_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostCard'] = ResolversParentTypes['PostCard']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['PostCategory'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_posted?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  image_url?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostCardPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostCardPage'] = ResolversParentTypes['PostCardPage']> = {
  items?: Resolver<Array<ResolversTypes['PostCard']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostRowPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostRowPage'] = ResolversParentTypes['PostRowPage']> = {
  items?: Resolver<Array<ResolversTypes['PostCard']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activeSubscriberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactMessageRows?: Resolver<ResolversTypes['ContactMessagePage'], ParentType, ContextType, RequireFields<QueryContactMessageRowsArgs, 'limit' | 'offset'>>;
  getAllContactMessages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  getAllPosts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  getAllSubscriptions?: Resolver<Array<ResolversTypes['Subscriber']>, ParentType, ContextType>;
  getEmailSettings?: Resolver<ResolversTypes['EmailSettings'], ParentType, ContextType>;
  getNewsletterSends?: Resolver<Array<ResolversTypes['NewsletterSend']>, ParentType, ContextType>;
  getOnePost?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryGetOnePostArgs, 'id'>>;
  postCards?: Resolver<ResolversTypes['PostCardPage'], ParentType, ContextType, RequireFields<QueryPostCardsArgs, 'first'>>;
  postRows?: Resolver<ResolversTypes['PostRowPage'], ParentType, ContextType, RequireFields<QueryPostRowsArgs, 'limit' | 'offset'>>;
  subscriptionRows?: Resolver<ResolversTypes['SubscriberPage'], ParentType, ContextType, RequireFields<QuerySubscriptionRowsArgs, 'limit' | 'offset'>>;
  unreadContactMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriberResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscriber'] = ResolversParentTypes['Subscriber']> = {
  date_subscribed?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEmailSent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriberStatus'], ParentType, ContextType>;
  subscriptionWithEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriberPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubscriberPage'] = ResolversParentTypes['SubscriberPage']> = {
  items?: Resolver<Array<ResolversTypes['Subscriber']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface TimestampScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Timestamp'], any> {
  name: 'Timestamp';
}

export type UnsubscribeResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UnsubscribeResult'] = ResolversParentTypes['UnsubscribeResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  secondName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessagePage?: ContactMessagePageResolvers<ContextType>;
  ContactReceipt?: ContactReceiptResolvers<ContextType>;
  ContentSection?: ContentSectionResolvers<ContextType>;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  EmailSettings?: EmailSettingsResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterSend?: NewsletterSendResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostCard?: PostCardResolvers<ContextType>;
  PostCardPage?: PostCardPageResolvers<ContextType>;
  PostRowPage?: PostRowPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscriber?: SubscriberResolvers<ContextType>;
  SubscriberPage?: SubscriberPageResolvers<ContextType>;
  Timestamp?: GraphQLScalarType;
  UnsubscribeResult?: UnsubscribeResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

