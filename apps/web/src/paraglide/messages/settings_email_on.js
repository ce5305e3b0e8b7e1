/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_OnInputs */

const en_settings_email_on = /** @type {(inputs: Settings_Email_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email notifications enabled`)
};

const hi_settings_email_on = /** @type {(inputs: Settings_Email_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ई-मेल सूचनाएँ चालू हो गईं`)
};

/**
* | output |
* | --- |
* | "Email notifications enabled" |
*
* @param {Settings_Email_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_email_on = /** @type {((inputs?: Settings_Email_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_email_on(inputs)
	return en_settings_email_on(inputs)
});