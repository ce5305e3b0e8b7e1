/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Privacy_PolicyInputs */

const en_settings_privacy_policy = /** @type {(inputs: Settings_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

const hi_settings_privacy_policy = /** @type {(inputs: Settings_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`निजता नीति`)
};

/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Settings_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_privacy_policy = /** @type {((inputs?: Settings_Privacy_PolicyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Privacy_PolicyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_privacy_policy(inputs)
	return en_settings_privacy_policy(inputs)
});