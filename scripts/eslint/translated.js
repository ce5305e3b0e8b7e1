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
