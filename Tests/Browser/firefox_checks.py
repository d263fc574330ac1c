"""The playground checks that Scripts/firefox-test.py runs in Firefox: the Chromium checks of playground_checks.py
themselves, unchanged, over FirefoxSession (firefox_session.py). Left to the Chromium run: the downloads, the share
link and compare mode, which exercise the server and Playwright's download, request and file-upload plumbing more
than the browser, and would need more of Playwright rebuilt over BiDi; and the API key prompt, which starts a server
of its own."""

import playground_checks as checks

CHECKS = [
    checks.check_page_loads,
    checks.check_typing_updates_preview,
    checks.check_invalid_value_is_marked,
    checks.check_syntax_error_is_marked,
    checks.check_picker_switches_dark_mode,
    checks.check_inspector_shows_a_frame,
    checks.check_gallery_loads_an_example,
    checks.check_completion_offers_keys,
    checks.check_keyboard_reaches_the_editor,
    checks.check_json_pointer_locator,
    checks.check_accessible_at_every_width,
]

# Run last, over everything the checks above did.
FINAL = checks.check_no_console_errors_or_external_requests
