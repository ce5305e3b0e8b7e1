/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_AlertsInputs */

const en_settings_alerts = /** @type {(inputs: Settings_AlertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultation Alerts`)
};

const hi_settings_alerts = /** @type {(inputs: Settings_AlertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`परामर्श अलर्ट`)
};

/**
* | output |
* | --- |
* | "Consultation Alerts" |
*
* @param {Settings_AlertsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_alerts = /** @type {((inputs?: Settings_AlertsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_AlertsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_alerts(inputs)
	return en_settings_alerts(inputs)
});