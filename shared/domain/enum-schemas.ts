import * as z from '../zod';
import {
  Action,
  AgeStatus,
  AuctionType,
  Availability,
  BankAccountType,
  Blockchain,
  Category,
  ClaimedStatus,
  ClaimStatus,
  CollectionType,
  Currency,
  DutchAuctionState,
  FeeKind,
  HasVault,
  HistoryKind,
  MintedBy,
  NotificationTopic,
  NotificationType,
  OfferStatus,
  PassState,
  PaymentMethod,
  PaymentSource,
  PayoutCoin,
  PayoutProvider,
  ProcessStatus,
  Rarity,
  ShirtSize,
  SortOrder,
  Theme,
  Tier,
  TimePeriod,
  ToastVariant,
  TraitType,
  TransactionKind,
  TwoFactorChannel,
  UserStatus,
  VaultMediaType,
  Visibility,
  WithdrawalType,
} from './enums';

/**
 * The zod schemas of the enums (apart from enums.ts, so a page that reads only the codes and labels loads no zod).
 */
export const auctionTypeSchema = /* @__PURE__ */ z.enum(AuctionType);
export const dutchAuctionStateSchema = /* @__PURE__ */ z.enum(DutchAuctionState);
export const blockchainSchema = /* @__PURE__ */ z.enum(Blockchain);
export const tierSchema = /* @__PURE__ */ z.enum(Tier);
export const raritySchema = /* @__PURE__ */ z.enum(Rarity);
export const traitTypeSchema = /* @__PURE__ */ z.enum(TraitType);
export const hasVaultSchema = /* @__PURE__ */ z.enum(HasVault);
export const vaultMediaTypeSchema = /* @__PURE__ */ z.enum(VaultMediaType);
export const themeSchema = /* @__PURE__ */ z.enum(Theme);
export const mintedBySchema = /* @__PURE__ */ z.enum(MintedBy);
export const visibilitySchema = /* @__PURE__ */ z.enum(Visibility);
export const collectionTypeSchema = /* @__PURE__ */ z.enum(CollectionType);
export const sortOrderSchema = /* @__PURE__ */ z.enum(SortOrder);
export const availabilitySchema = /* @__PURE__ */ z.enum(Availability);
export const timePeriodSchema = /* @__PURE__ */ z.enum(TimePeriod);
export const categoryIdSchema = /* @__PURE__ */ z.enum(Category);
export const notificationTypeSchema = /* @__PURE__ */ z.enum(NotificationType);
export const notificationTopicSchema = /* @__PURE__ */ z.enum(NotificationTopic);
export const transactionKindSchema = /* @__PURE__ */ z.enum(TransactionKind);
export const actionSchema = /* @__PURE__ */ z.enum(Action);
export const offerStatusSchema = /* @__PURE__ */ z.enum(OfferStatus);
export const historyKindSchema = /* @__PURE__ */ z.enum(HistoryKind);
export const claimStatusSchema = /* @__PURE__ */ z.enum(ClaimStatus);
export const claimedStatusSchema = /* @__PURE__ */ z.enum(ClaimedStatus);
export const paymentMethodSchema = /* @__PURE__ */ z.enum(PaymentMethod);
export const paymentSourceSchema = /* @__PURE__ */ z.enum(PaymentSource);
export const feeKindSchema = /* @__PURE__ */ z.enum(FeeKind);
export const currencySchema = /* @__PURE__ */ z.enum(Currency);
export const bankAccountTypeSchema = /* @__PURE__ */ z.enum(BankAccountType);
export const payoutProviderSchema = /* @__PURE__ */ z.enum(PayoutProvider);
export const payoutCoinSchema = /* @__PURE__ */ z.enum(PayoutCoin);
export const withdrawalTypeSchema = /* @__PURE__ */ z.enum(WithdrawalType);
export const userStatusSchema = /* @__PURE__ */ z.enum(UserStatus);
export const processStatusSchema = /* @__PURE__ */ z.enum(ProcessStatus);
export const twoFactorChannelSchema = /* @__PURE__ */ z.enum(TwoFactorChannel);
export const ageStatusSchema = /* @__PURE__ */ z.enum(AgeStatus);
export const passStateSchema = /* @__PURE__ */ z.enum(PassState);
export const toastVariantSchema = /* @__PURE__ */ z.enum(ToastVariant);
export const shirtSizeSchema = /* @__PURE__ */ z.enum(ShirtSize);
