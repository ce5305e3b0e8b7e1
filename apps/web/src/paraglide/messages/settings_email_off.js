/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_OffInputs */

const en_settings_email_off = /** @type {(inputs: Settings_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email notifications disabled`)
};

const hi_settings_email_off = /** @type {(inputs: Settings_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ई-मेल सूचनाएँ बंद हो गईं`)
};

/**
* | output |
* | --- |
* | "Email notifications disabled" |
*
* @param {Settings_Email_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_email_off = /** @type {((inputs?: Settings_Email_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_email_off(inputs)
	return en_settings_email_off(inputs)
});