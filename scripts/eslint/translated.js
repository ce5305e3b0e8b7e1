/**
 * The files and folders whose user-facing text comes from the message catalogue only (docs/i18n.md):
 * in them the lint forbids English in JSX text, in the text attributes of JSX and in toasts. A slice
 * that translates a screen adds its files here.
 */
export const TRANSLATED = [
  // the app shell
  "apps/web/src/components/layout/app-layout.tsx",
  "apps/web/src/components/layout/header.tsx",
  "apps/web/src/components/layout/bottom-nav.tsx",
  "apps/web/src/components/layout/notifications-bell.tsx",
  "apps/web/src/components/layout/offline-banner.tsx",
  "apps/web/src/components/layout/page-loader.tsx",
  "apps/web/src/components/layout/update-prompt.tsx",
  "apps/web/src/components/ui/page-header.tsx",
  // Home
  "apps/web/src/app/routes/home.tsx",
  "apps/web/src/features/dashboard/components/**",
  "apps/web/src/features/auth/components/verified-notice.tsx",
  // Settings
  "apps/web/src/app/routes/profile/settings.tsx",
  "apps/web/src/features/settings/components/**",
  "apps/web/src/features/privacy/components/consent-choices.tsx",
  // Wallet, Profile, Help, Medical Records, Download my data, Security, concerns, account deletion, legal pages
  "apps/web/src/features/wallet/**",
  "apps/web/src/app/routes/profile/wallet.tsx",
  "apps/web/src/app/routes/wallet/**",
  "apps/web/src/features/profile/**",
  "apps/web/src/app/routes/profile/profile.tsx",
  "apps/web/src/app/routes/profile/edit-profile.tsx",
  "apps/web/src/app/routes/profile/help.tsx",
  "apps/web/src/features/medical-records/**",
  "apps/web/src/app/routes/profile/medical-records.tsx",
  "apps/web/src/features/data-export/**",
  "apps/web/src/app/routes/profile/my-data.tsx",
  "apps/web/src/features/account-deletion/**",
  "apps/web/src/app/routes/legal/account-deletion.tsx",
  "apps/web/src/app/routes/legal/account-deletion-confirm.tsx",
  "apps/web/src/features/privacy/components/**",
  "apps/web/src/app/routes/legal/privacy-notice.tsx",
  "apps/web/src/features/security/**",
  "apps/web/src/app/routes/profile/security.tsx",
  "apps/web/src/features/grievances/**",
  "apps/web/src/app/routes/profile/concerns.tsx",
  "apps/web/src/app/routes/profile/raise-concern.tsx",
  "apps/web/src/components/grievance-*.{ts,tsx}",
  "apps/web/src/features/legal/components/**",
  "apps/web/src/app/routes/legal/privacy-policy.tsx",
  "apps/web/src/app/routes/legal/terms-of-service.tsx",
  // Feed, video, doubts, profiles, and the report and reason dialogs they share
  "apps/web/src/features/feed/**",
  "apps/web/src/app/routes/feed/**",
  "apps/web/src/features/doubts/**",
  "apps/web/src/app/routes/doubts/**",
  "apps/web/src/features/people/**",
  "apps/web/src/app/routes/people/**",
  "apps/web/src/components/report-button.tsx",
  "apps/web/src/components/report-dialog-body.tsx",
  "apps/web/src/components/reason-dialog.tsx",
  "apps/web/src/components/reason-dialog-body.tsx",
  "apps/web/src/components/hidden-label.tsx",
  "apps/web/src/components/author-line.tsx",
  // auth, explore, bookings, rooms, messages, notifications and the shared components
  "apps/web/src/features/auth/**",
  "apps/web/src/app/routes/auth.tsx",
  "apps/web/src/app/routes/reset-password.tsx",
  "apps/web/src/features/experts/**",
  "apps/web/src/app/routes/explore/**",
  "apps/web/src/features/bookings/**",
  "apps/web/src/app/routes/bookings/**",
  "apps/web/src/features/rooms/**",
  "apps/web/src/app/routes/rooms/**",
  "apps/web/src/features/messages/**",
  "apps/web/src/app/routes/messages/**",
  "apps/web/src/features/notifications/**",
  "apps/web/src/app/routes/profile/notifications.tsx",
  "apps/web/src/components/booking-status-badge.tsx",
  "apps/web/src/components/download-link.tsx",
  "apps/web/src/components/error-retry.tsx",
  "apps/web/src/components/lazy-dialog.tsx",
  "apps/web/src/components/require-user.tsx",
  "apps/web/src/components/ui/**",
  "apps/web/src/components/layout/route-error.tsx",
  "apps/web/src/app/routes/not-found.tsx",
];

const TEXT_ATTRIBUTES = "/^(aria-label|aria-description|title|placeholder|alt|label|description|onMessage|offMessage)$/";
const LETTERS = "/[A-Za-z]{2,}/";
const message = "User-facing text comes from the message catalogue (apps/web/messages/*.json, docs/i18n.md): use m.key().";

/** no-restricted-syntax entries for TRANSLATED files. */
export const UNTRANSLATED_TEXT = [
  { selector: `JSXText[value=${LETTERS}]`, message },
  { selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=${LETTERS}]`, message },
  { selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=${LETTERS}]`, message },
  { selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`, message },
  { selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${LETTERS}]`, message },
  { selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`, message },
  { selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > ConditionalExpression > Literal[value=${LETTERS}]`, message },
  { selector: `CallExpression[callee.name='toast'] > Literal`, message },
  { selector: `CallExpression[callee.name='toast'] > TemplateLiteral`, message },
  { selector: `CallExpression[callee.object.name='toast'] > Literal`, message },
  { selector: `CallExpression[callee.object.name='toast'] > TemplateLiteral`, message },
  { selector: `CallExpression[callee.object.name='toast'] > ConditionalExpression > Literal`, message },
  // the label of a list of links or actions, written as { label: "…" }
  { selector: `Property[key.name=/^(label|title|description)$/] > Literal[value=${LETTERS}]`, message },
];
