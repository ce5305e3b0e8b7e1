/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Settings_VersionInputs */

const en_settings_version = /** @type {(inputs: Settings_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const hi_settings_version = /** @type {(inputs: Settings_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`संस्करण ${i?.version}`)
};

/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Settings_VersionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_version = /** @type {((inputs: Settings_VersionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_VersionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_version(inputs)
	return en_settings_version(inputs)
});