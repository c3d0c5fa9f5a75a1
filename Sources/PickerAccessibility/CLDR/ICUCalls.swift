import Foundation
import _FoundationICU

/// Every raw call into ICU, in one file.
///
/// Foundation on Linux formats no measurement (`Measurement.FormatStyle` and
/// `MeasurementFormatter` are missing from swift-corelibs-foundation), so CLDR's units
/// with their plural forms, and collation in a locale's order, come from the ICU that
/// the toolchain ships inside Foundation (`_FoundationICU`, ICU 76, its C API with a
/// `swift_` prefix). It is the same ICU data Foundation's own formatters read; CLDR's
/// parent locales, which Foundation does not expose, come from it too.
enum ICUCalls {
    /// `values` with a CLDR unit (`length-foot`), in `width` (`unit-width-full-name`,
    /// `unit-width-short`), in `locale`'s digits and plural forms; `nil` when ICU does not
    /// know the unit.
    static func measures(_ values: [Double], unit: String, width: String, locale: String) -> [String]? {
        numbers(values, skeleton: "measure-unit/\(unit) \(width) group-off", locale: locale)
    }

    /// `values` formatted by an ICU number skeleton in `locale`, with one formatter for
    /// all of them; `nil` when ICU refuses the skeleton.
    static func numbers(_ values: [Double], skeleton: String, locale: String) -> [String]? {
        var status = U_ZERO_ERROR
        let skeleton = Array(skeleton.utf16)
        guard let formatter = swift_unumf_openForSkeletonAndLocale(skeleton, Int32(skeleton.count), locale, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        defer { swift_unumf_close(formatter) }
        guard let result = swift_unumf_openResult(&status) else { return nil }
        defer { swift_unumf_closeResult(result) }
        var buffer = [UChar](repeating: 0, count: 256)
        var texts: [String] = []
        texts.reserveCapacity(values.count)
        for value in values {
            swift_unumf_formatDouble(formatter, value, result, &status)
            let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0, Int(length) <= buffer.count else { return nil }
            texts.append(String(decoding: buffer[0..<Int(length)], as: UTF16.self))
        }
        return texts
    }

    /// A rule-based formatter of `locale`'s CLDR spell-out rules, or, given `rules` in CLDR's
    /// RBNF syntax (`%name:` then `n: words;`), of those; `nil` when ICU refuses them.
    ///
    /// The toolchain's ICU has no `unum_formatDoubleWithRuleSet` (an Apple addition): a rule
    /// set is chosen with ``setRuleSet(_:of:)``. Opening parses the rules, which costs more
    /// than formatting: one formatter serves every rule set of its rules.
    static func openRuleBased(locale: String, rules: String?) -> UnsafeMutablePointer<UNumberFormat?>? {
        var status = U_ZERO_ERROR
        let formatter: UnsafeMutablePointer<UNumberFormat?>?
        if let rules {
            var parseError = UParseError()
            let text = Array(rules.utf16)
            formatter = swift_unum_open(UNUM_PATTERN_RULEBASED, text, Int32(text.count), locale, &parseError, &status)
        } else {
            formatter = swift_unum_open(UNUM_SPELLOUT, nil, 0, locale, nil, &status)
        }
        guard let formatter else { return nil }
        guard status.rawValue <= U_ZERO_ERROR.rawValue else {
            swift_unum_close(formatter)
            return nil
        }
        return formatter
    }

    /// The names of `formatter`'s public rule sets (`%spellout-cardinal-feminine`, …).
    static func publicRuleSets(of formatter: UnsafeMutablePointer<UNumberFormat?>) -> Set<String> {
        var status = U_ZERO_ERROR
        var buffer = [UChar](repeating: 0, count: 8192)
        let length = swift_unum_getTextAttribute(formatter, UNUM_PUBLIC_RULESETS, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0, Int(length) <= buffer.count else { return [] }
        return Set(String(decoding: buffer[0..<Int(length)], as: UTF16.self).split(separator: ";").map(String.init))
    }

    /// Makes `ruleSet` the one `formatter` formats with; `false` (`U_ILLEGAL_ARGUMENT_ERROR`)
    /// for a name its rules do not define.
    static func setRuleSet(_ ruleSet: String, of formatter: UnsafeMutablePointer<UNumberFormat?>) -> Bool {
        var status = U_ZERO_ERROR
        let name = Array(ruleSet.utf16)
        swift_unum_setTextAttribute(formatter, UNUM_DEFAULT_RULESET, name, Int32(name.count), &status)
        return status.rawValue <= U_ZERO_ERROR.rawValue
    }

    /// `value` in words by a formatter from ``openRuleBased(locale:rules:)``; `nil` when
    /// ICU fails. A formatter is not safe to share between threads: the caller locks.
    static func spellOut(_ value: Int64, with formatter: UnsafeMutablePointer<UNumberFormat?>) -> String? {
        var status = U_ZERO_ERROR
        var buffer = [UChar](repeating: 0, count: 512)
        let length = swift_unum_formatInt64(formatter, value, &buffer, Int32(buffer.count), nil, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0, Int(length) <= buffer.count else { return nil }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }

    /// The locale whose data ICU holds for `identifier` ("zh_TW" is "zh_Hant_TW", "pt_Latn_AO"
    /// is "pt_AO"), and the parent that CLDR names for it (`%%Parent`: "pt_AO" → "pt_PT"), or
    /// `nil` for the parent when the data names none, so the parent is the identifier cut
    /// short. `nil` when ICU has no data for the identifier's language.
    ///
    /// The bundle is opened with fallback (`ures_open`): `ures_openDirect` never returns for
    /// some aliases ("no_NO", ICU 76). A fallback bundle answers a key from its ancestors
    /// too ("zh_Hant_HK" would find "zh_Hant"'s parent, root), so a `%%Parent` counts only
    /// when it is in the bundle's own locale.
    static func localeData(_ identifier: String) -> (actual: String, parent: String?)? {
        var status = U_ZERO_ERROR
        guard let bundle = swift_ures_open(nil, identifier, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue, status != U_USING_DEFAULT_WARNING
        else { return nil }
        defer { swift_ures_close(bundle) }
        guard let actualName = swift_ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        let actual = String(cString: actualName)
        var keyStatus = U_ZERO_ERROR
        guard let resource = swift_ures_getByKey(bundle, "%%Parent", nil, &keyStatus),
              keyStatus.rawValue <= U_ZERO_ERROR.rawValue
        else { return (actual, nil) }
        defer { swift_ures_close(resource) }
        guard let ownerName = swift_ures_getLocaleByType(resource, ULOC_ACTUAL_LOCALE, &keyStatus),
              String(cString: ownerName) == actual
        else { return (actual, nil) }
        var length: Int32 = 0
        guard let text = swift_ures_getString(resource, &length, &keyStatus), keyStatus.rawValue <= U_ZERO_ERROR.rawValue
        else { return (actual, nil) }
        return (actual, String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self))
    }

    /// CLDR's grammatical gender of each of `units` (`duration-minute`) in `locale`'s
    /// language ("feminine" in Russian, "common" in Swedish, "inanimate" for Polish "dzień"),
    /// by unit; a unit CLDR gives no gender (English, Bulgarian) is left out.
    ///
    /// Number formatting does not expose it in C (`unumf_resultGetNounClass` is C++ only); it
    /// is read from ICU's unit tree, `icudt76l-unit`, at `units/duration/minute/gender`, with
    /// the bundle opened once for all the units.
    static func unitGenders(_ units: [String], locale: String) -> [String: String] {
        var status = U_ZERO_ERROR
        guard let bundle = swift_ures_open("icudt\(U_ICU_VERSION_SHORT)l-unit", locale, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue
        else { return [:] }
        defer { swift_ures_close(bundle) }
        guard let all = swift_ures_getByKey(bundle, "units", nil, &status), status.rawValue <= U_ZERO_ERROR.rawValue else { return [:] }
        defer { swift_ures_close(all) }
        var genders: [String: String] = [:]
        for unit in units {
            guard let dash = unit.firstIndex(of: "-") else { continue }
            var resources: [OpaquePointer] = []
            defer { resources.reversed().forEach { swift_ures_close($0) } }
            var current = all
            var keyStatus = U_ZERO_ERROR
            for key in [String(unit[..<dash]), String(unit[unit.index(after: dash)...]), "gender"] {
                guard let next = swift_ures_getByKey(current, key, nil, &keyStatus), keyStatus.rawValue <= U_ZERO_ERROR.rawValue else { break }
                resources.append(next)
                current = next
            }
            var length: Int32 = 0
            guard resources.count == 3, let text = swift_ures_getString(current, &length, &keyStatus),
                  keyStatus.rawValue <= U_ZERO_ERROR.rawValue
            else { continue }
            genders[unit] = String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
        }
        return genders
    }

    /// Whether ICU's East_Asian_Width of `scalar` is Wide or Fullwidth.
    static func isWideOrFullwidth(_ scalar: Unicode.Scalar) -> Bool {
        let width = swift_u_getIntPropertyValue(UChar32(scalar.value), UCHAR_EAST_ASIAN_WIDTH)
        return width == Int32(U_EA_WIDE.rawValue) || width == Int32(U_EA_FULLWIDTH.rawValue)
    }

    /// `texts` in `locale`'s collation order (German "Oman, Österreich, Zypern").
    static func sorted(_ texts: [String], locale: String) -> [String] {
        var status = U_ZERO_ERROR
        guard let collator = swift_ucol_open(locale, &status), status.rawValue <= U_ZERO_ERROR.rawValue else { return texts.sorted() }
        defer { swift_ucol_close(collator) }
        let units = texts.map { Array($0.utf16) }
        return units.indices.sorted { left, right in
            swift_ucol_strcoll(collator, units[left], Int32(units[left].count), units[right], Int32(units[right].count)) == UCOL_LESS
        }.map { texts[$0] }
    }

    /// Whether `locale`'s own data (or a parent's other than the root) names the region
    /// `code` (`CQ`) or the language `code` (`fr`): `false` when ICU falls back to the root
    /// locale, which names some only in English ("Sark" for CQ, in Japanese as in Russian),
    /// or to the code. ICU says so with `U_USING_DEFAULT_WARNING`.
    static func hasOwnName(region: Bool, code: String, locale: String) -> Bool {
        var status = U_ZERO_ERROR
        var buffer = [UChar](repeating: 0, count: 256)
        let length = region
            ? swift_uloc_getDisplayCountry("und_\(code)", locale, &buffer, Int32(buffer.count), &status)
            : swift_uloc_getDisplayLanguage(code, locale, &buffer, Int32(buffer.count), &status)
        return length > 0 && status.rawValue <= U_ZERO_ERROR.rawValue && status != U_USING_DEFAULT_WARNING
    }
}
