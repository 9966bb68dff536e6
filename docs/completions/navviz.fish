function __navviz_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __navviz_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __navviz_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __navviz_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __navviz_parse_tokens -S
    set -l unparsed_tokens (__navviz_tokens -pc)
    switch $unparsed_tokens[1]
    case 'navviz'
        __navviz_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'render'
            __navviz_parse_subcommand 1 'o/output=' 'layout=' 'format=' 'theme=' 'canvas=' 'legend=' 'source-url=' 'source-root=' 'map' 'step=' 'max-png-side=' 'max-animation-megapixels=' 'diagnostics-format=' 'color=' 'version' 'h/help'
        case 'check'
            __navviz_parse_subcommand -r 1 'strict=' 'diagnostics-format=' 'color=' 'version' 'h/help'
        case 'dump'
            __navviz_parse_subcommand 1 'step=' 'callbacks' 'textconv' 'diagnostics-format=' 'color=' 'version' 'h/help'
        case 'diff'
            __navviz_parse_subcommand -r 1 'git=' 'format=' 'o/output=' 'theme=' 'canvas=' 'target=' 'diagnostics-format=' 'color=' 'version' 'h/help'
        case 'markdown'
            __navviz_parse_subcommand -r 1 'o/output=' 'theme=' 'canvas=' 'legend=' 'check' 'diagnostics-format=' 'color=' 'version' 'h/help'
        case 'import'
            __navviz_parse_subcommand -r 1 'o/output=' 'force' 'from=' 'initial=' 'target=' 'ios=' 'device=' 'list-files' 'diagnostics-format=' 'color=' 'version' 'h/help'
        case 'lint'
            __navviz_parse_subcommand -r 1 'device=' 'ios=' 'format=' 'baseline=' 'write-baseline=' 'target=' 'o/output=' 'diagnostics-format=' 'color=' 'version' 'h/help'
        case 'watch'
            __navviz_parse_subcommand 1 'port=' 'host=' 'theme=' 'diagnostics-format=' 'color=' 'version' 'h/help'
        case 'lsp'
            __navviz_parse_subcommand 0 'preview=' 'strict=' 'version' 'h/help'
        case 'mcp'
            __navviz_parse_subcommand 0 'version' 'h/help'
        case 'help'
            __navviz_parse_subcommand -r 1 'version'
        end
    end
end

function __navviz_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __navviz_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __navviz_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __navviz_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__navviz_tokens -p)
    if test -z "$(__navviz_tokens -t)"
        set -l index (count (__navviz_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'navviz' -f
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'render' -d 'Render a flow\'s frames, flow map, flipbook and animations (the default command).'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'check' -d 'Simulate flows and run their expect lines, without rendering.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'dump' -d 'Print the view-controller hierarchy after each step, like UIKit\'s _printHierarchy.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'diff' -d 'Compare two versions of a flow: steps, presenters, behaviour, final state, new UIKit warnings.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'markdown' -d 'Render the ```nav blocks of Markdown files and link the images after each block.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'import' -d 'Write a .nav flow from an app\'s folder (Swift code, storyboards, xibs), storyboards or a UIKit _printHierarchy dump.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'lint' -d 'Find the navigation bugs of an app\'s code: every UIKit exception, UIKit warning and navviz lint a path of its tour meets.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'watch' -d 'Serve a flow\'s flipbook on localhost and re-render it whenever the file is saved.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'lsp' -d 'Serve the Language Server Protocol on standard input and output, for editors.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'mcp' -d 'Serve the Model Context Protocol on standard input and output, for coding assistants.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" o output' -l 'output' -s 'o' -d 'The output folder (created if missing).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" layout' -l 'layout' -d 'stable: one layout for every frame, nothing jumps; per-frame: compact step files that may move.' -rfka 'stable per-frame'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" format' -l 'format' -d 'Comma-separated outputs: svg, png, dot, html, md, animated, manifest (default: svg,png,html,animated,md,manifest; with --map or --step: svg).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" theme' -l 'theme' -d 'light, dark, or auto: SVG files, pages and images follow the reader\'s light or dark scheme (PNG is light).' -rfka 'light dark auto'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" canvas' -l 'canvas' -d 'focus: each step file shows the part of the one layout around the step (what it changed, the view controllers its calls went to, the top one), its caption and an overview of the whole map above it; trimmed: cut at the right and bottom to what the flow has drawn so far; full: the whole flow\'s canvas. Boxes keep their layout positions in every framing.' -rfka 'focus trimmed full'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" legend' -l 'legend' -d 'The flow map\'s legend: full (a line for each kind of arrow and box it draws), compact (one line) or none.' -rfka 'full compact none'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" source-url' -l 'source-url' -d 'A link to each step\'s app code, for the flipbook, flow.md and manifest.json: {path} and {line} are the file (its path under --source-root) and line the step\'s comment names, as navviz import writes them, e.g. https://github.com/OWNER/REPO/blob/main/{path}#L{line}.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" source-root' -l 'source-root' -d 'Where --source-url finds the files steps name by their name alone: the repository\'s root (default: the current folder).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" map' -l 'map' -d 'Print the flow map to stdout instead of writing files.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" step' -l 'step' -d 'Print frame N to stdout instead of writing files (0 is the initial state).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" max-png-side' -l 'max-png-side' -d 'PNGs wider or taller than this many pixels are drawn smaller, with a note.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" max-animation-megapixels' -l 'max-animation-megapixels' -d 'flow.png is left out, with a note, when its frames together have more pixels than this (millions).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" diagnostics-format' -l 'diagnostics-format' -d 'human (source line and caret), gcc (one line each) or github (workflow annotations).' -rfka 'human gcc github'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" color' -l 'color' -d 'Colour diagnostics: auto (only on a terminal), always or never.' -rfka 'auto always never'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz render" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz check" strict' -l 'strict' -d 'Fail on UIKit\'s warnings too (`--strict`), or on navviz\'s own lints as well (`--strict=lint`), unless an `expect warning` expects them.' -rfka 'uikit lint'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz check" diagnostics-format' -l 'diagnostics-format' -d 'human (source line and caret), gcc (one line each) or github (workflow annotations).' -rfka 'human gcc github'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz check" color' -l 'color' -d 'Colour diagnostics: auto (only on a terminal), always or never.' -rfka 'auto always never'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz check" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz check" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz dump" step' -l 'step' -d 'Print only this step (0 is the initial state).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz dump" callbacks' -l 'callbacks' -d 'Also print each step\'s appearance callbacks (R25–R30), in the order UIKit sends them.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz dump" textconv' -l 'textconv' -d 'For git\'s textconv: on invalid input print the diagnostics and the raw text, and exit 0.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz dump" diagnostics-format' -l 'diagnostics-format' -d 'human (source line and caret), gcc (one line each) or github (workflow annotations).' -rfka 'human gcc github'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz dump" color' -l 'color' -d 'Colour diagnostics: auto (only on a terminal), always or never.' -rfka 'auto always never'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz dump" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz dump" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" git' -l 'git' -d 'Take OLD from git (`git show REV:PATH`): REV against the working copy, A..B the file at A against it at B (no checkout), A...B from their merge base to B.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" format' -l 'format' -d 'The summary\'s format: text, markdown or json.' -rfka 'text markdown json'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" o output' -l 'output' -s 'o' -d 'Also write the side-by-side page and the diff map into this folder.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" theme' -l 'theme' -d 'light, dark, or auto: SVG files, pages and images follow the reader\'s light or dark scheme (PNG is light).' -rfka 'light dark auto'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" canvas' -l 'canvas' -d 'focus: each step file shows the part of the one layout around the step (what it changed, the view controllers its calls went to, the top one), its caption and an overview of the whole map above it; trimmed: cut at the right and bottom to what the flow has drawn so far; full: the whole flow\'s canvas. Boxes keep their layout positions in every framing.' -rfka 'focus trimmed full'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" target' -l 'target' -d 'With --git and an app\'s folder: the app target to import, where its Xcode project has several.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" diagnostics-format' -l 'diagnostics-format' -d 'human (source line and caret), gcc (one line each) or github (workflow annotations).' -rfka 'human gcc github'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" color' -l 'color' -d 'Colour diagnostics: auto (only on a terminal), always or never.' -rfka 'auto always never'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz diff" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" o output' -l 'output' -s 'o' -d 'The output folder.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" theme' -l 'theme' -d 'light, dark, or auto: SVG files, pages and images follow the reader\'s light or dark scheme (PNG is light).' -rfka 'light dark auto'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" canvas' -l 'canvas' -d 'focus: each step file shows the part of the one layout around the step (what it changed, the view controllers its calls went to, the top one), its caption and an overview of the whole map above it; trimmed: cut at the right and bottom to what the flow has drawn so far; full: the whole flow\'s canvas. Boxes keep their layout positions in every framing.' -rfka 'focus trimmed full'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" legend' -l 'legend' -d 'The maps\' legend: compact (one line, the default for docs), full or none.' -rfka 'full compact none'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" check' -l 'check' -d 'Write nothing; exit 1 if a written file or image in DIR is missing or stale.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" diagnostics-format' -l 'diagnostics-format' -d 'human (source line and caret), gcc (one line each) or github (workflow annotations).' -rfka 'human gcc github'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" color' -l 'color' -d 'Colour diagnostics: auto (only on a terminal), always or never.' -rfka 'auto always never'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz markdown" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz import" -ge 1' -fa '(set -l exts \'swift\' \'storyboard\' \'xib\' \'txt\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" o output' -l 'output' -s 'o' -d 'Write the .nav text here instead of stdout (`-`: stdout).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" force' -l 'force' -d 'With -o: replace the flow even if it was edited since navviz import wrote it (an edited one is kept otherwise).'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" from' -l 'from' -d 'What the files are: storyboard or hierarchy (default: told from the content).' -rfka 'storyboard hierarchy'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" initial' -l 'initial' -d 'Start the storyboards at this scene (its id, storyboard identifier or name) instead of the initial view controller.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" target' -l 'target' -d 'The app target to import, where the folder\'s Xcode project has several apps (default: the one the summary names).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" ios' -l 'ios' -d 'The iOS version the app\'s code is read for: of branches only one of which runs (if #available, #if), that one (default: 17, or the app\'s deployment target when later).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" device' -l 'device' -d 'The device the app\'s code is read for: its userInterfaceIdiom and size-class branches (iphone, ipad).' -rfka 'iphone ipad'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" list-files' -l 'list-files' -d 'Print the files the import would read (one path a line) and stop: the app\'s own, as its project says.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" diagnostics-format' -l 'diagnostics-format' -d 'human (source line and caret), gcc (one line each) or github (workflow annotations).' -rfka 'human gcc github'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" color' -l 'color' -d 'Colour diagnostics: auto (only on a terminal), always or never.' -rfka 'auto always never'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_positional "navviz lint" -ge 1' -fa '(set -l exts \'swift\' \'storyboard\' \'xib\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" device' -l 'device' -d 'The devices to check: iphone, ipad or all (default: those the app target supports).' -rfka 'iphone ipad all'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" ios' -l 'ios' -d 'The iOS version (default: 17, or the app\'s deployment target when later).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" format' -l 'format' -d 'text (like a compiler), json or sarif (SARIF 2.1.0, for GitHub code scanning).' -rfka 'text json sarif'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" baseline' -l 'baseline' -d 'Leave out the findings this file knows (written by --write-baseline).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" write-baseline' -l 'write-baseline' -d 'Write the findings to this file as a baseline, and exit 0.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" target' -l 'target' -d 'The app target, where the folder\'s Xcode project has several.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" o output' -l 'output' -s 'o' -d 'Write the findings here instead of stdout (`-`: stdout).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" diagnostics-format' -l 'diagnostics-format' -d 'human (source line and caret), gcc (one line each) or github (workflow annotations).' -rfka 'human gcc github'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" color' -l 'color' -d 'Colour diagnostics: auto (only on a terminal), always or never.' -rfka 'auto always never'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lint" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz watch" port' -l 'port' -d 'The port (0: any free port; the address printed tells which).' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz watch" host' -l 'host' -d 'The loopback address to listen on.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz watch" theme' -l 'theme' -d 'light, dark, or auto: the page follows the reader\'s light or dark scheme.' -rfka 'light dark auto'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz watch" diagnostics-format' -l 'diagnostics-format' -d 'human (source line and caret), gcc (one line each) or github (workflow annotations).' -rfka 'human gcc github'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz watch" color' -l 'color' -d 'Colour diagnostics: auto (only on a terminal), always or never.' -rfka 'auto always never'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz watch" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz watch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lsp" preview' -l 'preview' -d 'Where `navviz watch` listens, for the preview to follow the cursor (HOST:PORT on loopback), or `off`.' -rfka ''
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lsp" strict' -l 'strict' -d 'Show UIKit\'s warnings as errors (`--strict`), or navviz\'s lints as well (`--strict=lint`), as `check` fails on them.' -rfka 'uikit lint'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lsp" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz lsp" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz mcp" version' -l 'version' -d 'Show the version.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz mcp" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'navviz' -n '__navviz_should_offer_completions_for_flags_or_options "navviz help" version' -l 'version' -d 'Show the version.'
