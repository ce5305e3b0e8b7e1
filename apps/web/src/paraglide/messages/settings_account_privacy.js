/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Account_PrivacyInputs */

const en_settings_account_privacy = /** @type {(inputs: Settings_Account_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account & Privacy`)
};

const hi_settings_account_privacy = /** @type {(inputs: Settings_Account_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता और निजता`)
};

/**
* | output |
* | --- |
* | "Account & Privacy" |
*
* @param {Settings_Account_PrivacyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_account_privacy = /** @type {((inputs?: Settings_Account_PrivacyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Account_PrivacyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_account_privacy(inputs)
	return en_settings_account_privacy(inputs)
});