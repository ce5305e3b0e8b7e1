/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Saved_To_AccountInputs */

const en_settings_saved_to_account = /** @type {(inputs: Settings_Saved_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your settings are saved to your account and follow you to every device.`)
};

const hi_settings_saved_to_account = /** @type {(inputs: Settings_Saved_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी सेटिंग्स आपके खाते में सहेजी जाती हैं और हर डिवाइस पर आपके साथ रहती हैं।`)
};

/**
* | output |
* | --- |
* | "Your settings are saved to your account and follow you to every device." |
*
* @param {Settings_Saved_To_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_saved_to_account = /** @type {((inputs?: Settings_Saved_To_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Saved_To_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_saved_to_account(inputs)
	return en_settings_saved_to_account(inputs)
});