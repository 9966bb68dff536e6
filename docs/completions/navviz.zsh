#compdef navviz

__navviz_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__navviz_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __navviz_complete "${completions[@]:0:-1}"
    fi
}

__navviz_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_navviz() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'render:Render a flow'\''s frames, flow map, flipbook and animations (the default command).'
            'check:Simulate flows and run their expect lines, without rendering.'
            'dump:Print the view-controller hierarchy after each step, like UIKit'\''s _printHierarchy.'
            'diff:Compare two versions of a flow: steps, presenters, behaviour, final state, new UIKit warnings.'
            'markdown:Render the ```nav blocks of Markdown files and link the images after each block.'
            'import:Write a .nav flow from an app'\''s folder (Swift code, storyboards, xibs), storyboards or a UIKit _printHierarchy dump.'
            'lint:Find the navigation bugs of an app'\''s code: every UIKit exception, UIKit warning and navviz lint a path of its tour meets.'
            'watch:Serve a flow'\''s flipbook on localhost and re-render it whenever the file is saved.'
            'lsp:Serve the Language Server Protocol on standard input and output, for editors.'
            'mcp:Serve the Model Context Protocol on standard input and output, for coding assistants.'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        render|check|dump|diff|markdown|import|lint|watch|lsp|mcp|help)
            "_navviz_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_navviz_render() {
    local -i ret=1
    local -ar ___layout=('stable' 'per-frame')
    local -ar ___theme=('light' 'dark' 'auto')
    local -ar ___canvas=('focus' 'trimmed' 'full')
    local -ar ___legend=('full' 'compact' 'none')
    local -ar ___diagnostics_format=('human' 'gcc' 'github')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':flow:'
        '(--output -o)'{--output,-o}'[The output folder (created if missing).]:output:'
        '--layout[stable\: one layout for every frame, nothing jumps; per-frame\: compact step files that may move.]:layout:{__navviz_complete "${___layout[@]}"}'
        '--format[Comma-separated outputs\: svg, png, dot, html, md, animated, manifest (default\: svg,png,html,animated,md,manifest; with --map or --step\: svg).]:format:'
        '--theme[light, dark, or auto\: SVG files, pages and images follow the reader'\''s light or dark scheme (PNG is light).]:theme:{__navviz_complete "${___theme[@]}"}'
        '--canvas[focus\: each step file shows the part of the one layout around the step (what it changed, the view controllers its calls went to, the top one), its caption and an overview of the whole map above it; trimmed\: cut at the right and bottom to what the flow has drawn so far; full\: the whole flow'\''s canvas. Boxes keep their layout positions in every framing.]:canvas:{__navviz_complete "${___canvas[@]}"}'
        '--legend[The flow map'\''s legend\: full (a line for each kind of arrow and box it draws), compact (one line) or none.]:legend:{__navviz_complete "${___legend[@]}"}'
        '--source-url[A link to each step'\''s app code, for the flipbook, flow.md and manifest.json\: {path} and {line} are the file (its path under --source-root) and line the step'\''s comment names, as navviz import writes them, e.g. https\://github.com/OWNER/REPO/blob/main/{path}#L{line}.]:template:'
        '--source-root[Where --source-url finds the files steps name by their name alone\: the repository'\''s root (default\: the current folder).]:folder:'
        '--map[Print the flow map to stdout instead of writing files.]'
        '--step[Print frame N to stdout instead of writing files (0 is the initial state).]:step:'
        '--max-png-side[PNGs wider or taller than this many pixels are drawn smaller, with a note.]:max-png-side:'
        '--max-animation-megapixels[flow.png is left out, with a note, when its frames together have more pixels than this (millions).]:max-animation-megapixels:'
        '--diagnostics-format[human (source line and caret), gcc (one line each) or github (workflow annotations).]:diagnostics-format:{__navviz_complete "${___diagnostics_format[@]}"}'
        '--color[Colour diagnostics\: auto (only on a terminal), always or never.]:color:{__navviz_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_check() {
    local -i ret=1
    local -ar ___strict=('uikit' 'lint')
    local -ar ___diagnostics_format=('human' 'gcc' 'github')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:flows:'
        '--strict[Fail on UIKit'\''s warnings too (`--strict`), or on navviz'\''s own lints as well (`--strict=lint`), unless an `expect warning` expects them.]:uikit|lint:{__navviz_complete "${___strict[@]}"}'
        '--diagnostics-format[human (source line and caret), gcc (one line each) or github (workflow annotations).]:diagnostics-format:{__navviz_complete "${___diagnostics_format[@]}"}'
        '--color[Colour diagnostics\: auto (only on a terminal), always or never.]:color:{__navviz_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_dump() {
    local -i ret=1
    local -ar ___diagnostics_format=('human' 'gcc' 'github')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':flow:'
        '--step[Print only this step (0 is the initial state).]:step:'
        '--callbacks[Also print each step'\''s appearance callbacks (R25–R30), in the order UIKit sends them.]'
        '--textconv[For git'\''s textconv\: on invalid input print the diagnostics and the raw text, and exit 0.]'
        '--diagnostics-format[human (source line and caret), gcc (one line each) or github (workflow annotations).]:diagnostics-format:{__navviz_complete "${___diagnostics_format[@]}"}'
        '--color[Colour diagnostics\: auto (only on a terminal), always or never.]:color:{__navviz_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_diff() {
    local -i ret=1
    local -ar ___format=('text' 'markdown' 'json')
    local -ar ___theme=('light' 'dark' 'auto')
    local -ar ___canvas=('focus' 'trimmed' 'full')
    local -ar ___diagnostics_format=('human' 'gcc' 'github')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:files:'
        '--git[Take OLD from git (`git show REV\:PATH`)\: REV against the working copy, A..B the file at A against it at B (no checkout), A...B from their merge base to B.]:rev:'
        '--format[The summary'\''s format\: text, markdown or json.]:format:{__navviz_complete "${___format[@]}"}'
        '(--output -o)'{--output,-o}'[Also write the side-by-side page and the diff map into this folder.]:output:'
        '--theme[light, dark, or auto\: SVG files, pages and images follow the reader'\''s light or dark scheme (PNG is light).]:theme:{__navviz_complete "${___theme[@]}"}'
        '--canvas[focus\: each step file shows the part of the one layout around the step (what it changed, the view controllers its calls went to, the top one), its caption and an overview of the whole map above it; trimmed\: cut at the right and bottom to what the flow has drawn so far; full\: the whole flow'\''s canvas. Boxes keep their layout positions in every framing.]:canvas:{__navviz_complete "${___canvas[@]}"}'
        '--target[With --git and an app'\''s folder\: the app target to import, where its Xcode project has several.]:target:'
        '--diagnostics-format[human (source line and caret), gcc (one line each) or github (workflow annotations).]:diagnostics-format:{__navviz_complete "${___diagnostics_format[@]}"}'
        '--color[Colour diagnostics\: auto (only on a terminal), always or never.]:color:{__navviz_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_markdown() {
    local -i ret=1
    local -ar ___theme=('light' 'dark' 'auto')
    local -ar ___canvas=('focus' 'trimmed' 'full')
    local -ar ___legend=('full' 'compact' 'none')
    local -ar ___diagnostics_format=('human' 'gcc' 'github')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:files:'
        '(--output -o)'{--output,-o}'[The output folder.]:output:'
        '--theme[light, dark, or auto\: SVG files, pages and images follow the reader'\''s light or dark scheme (PNG is light).]:theme:{__navviz_complete "${___theme[@]}"}'
        '--canvas[focus\: each step file shows the part of the one layout around the step (what it changed, the view controllers its calls went to, the top one), its caption and an overview of the whole map above it; trimmed\: cut at the right and bottom to what the flow has drawn so far; full\: the whole flow'\''s canvas. Boxes keep their layout positions in every framing.]:canvas:{__navviz_complete "${___canvas[@]}"}'
        '--legend[The maps'\'' legend\: compact (one line, the default for docs), full or none.]:legend:{__navviz_complete "${___legend[@]}"}'
        '--check[Write nothing; exit 1 if a written file or image in DIR is missing or stale.]'
        '--diagnostics-format[human (source line and caret), gcc (one line each) or github (workflow annotations).]:diagnostics-format:{__navviz_complete "${___diagnostics_format[@]}"}'
        '--color[Colour diagnostics\: auto (only on a terminal), always or never.]:color:{__navviz_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_import() {
    local -i ret=1
    local -ar ___from=('storyboard' 'hierarchy')
    local -ar ___device=('iphone' 'ipad')
    local -ar ___diagnostics_format=('human' 'gcc' 'github')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:files:_files -g '\''*.swift *.storyboard *.xib *.txt'\'''
        '(--output -o)'{--output,-o}'[Write the .nav text here instead of stdout (`-`\: stdout).]:output:'
        '--force[With -o\: replace the flow even if it was edited since navviz import wrote it (an edited one is kept otherwise).]'
        '--from[What the files are\: storyboard or hierarchy (default\: told from the content).]:from:{__navviz_complete "${___from[@]}"}'
        '--initial[Start the storyboards at this scene (its id, storyboard identifier or name) instead of the initial view controller.]:initial:'
        '--target[The app target to import, where the folder'\''s Xcode project has several apps (default\: the one the summary names).]:target:'
        '--ios[The iOS version the app'\''s code is read for\: of branches only one of which runs (if #available, #if), that one (default\: 17, or the app'\''s deployment target when later).]:version:'
        '--device[The device the app'\''s code is read for\: its userInterfaceIdiom and size-class branches (iphone, ipad).]:device:{__navviz_complete "${___device[@]}"}'
        '--list-files[Print the files the import would read (one path a line) and stop\: the app'\''s own, as its project says.]'
        '--diagnostics-format[human (source line and caret), gcc (one line each) or github (workflow annotations).]:diagnostics-format:{__navviz_complete "${___diagnostics_format[@]}"}'
        '--color[Colour diagnostics\: auto (only on a terminal), always or never.]:color:{__navviz_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_lint() {
    local -i ret=1
    local -ar ___device=('iphone' 'ipad' 'all')
    local -ar ___format=('text' 'json' 'sarif')
    local -ar ___diagnostics_format=('human' 'gcc' 'github')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:files:_files -g '\''*.swift *.storyboard *.xib'\'''
        '--device[The devices to check\: iphone, ipad or all (default\: those the app target supports).]:device:{__navviz_complete "${___device[@]}"}'
        '--ios[The iOS version (default\: 17, or the app'\''s deployment target when later).]:version:'
        '--format[text (like a compiler), json or sarif (SARIF 2.1.0, for GitHub code scanning).]:format:{__navviz_complete "${___format[@]}"}'
        '--baseline[Leave out the findings this file knows (written by --write-baseline).]:baseline:_files -g '\''*.json'\'''
        '--write-baseline[Write the findings to this file as a baseline, and exit 0.]:write-baseline:_files -g '\''*.json'\'''
        '--target[The app target, where the folder'\''s Xcode project has several.]:target:'
        '(--output -o)'{--output,-o}'[Write the findings here instead of stdout (`-`\: stdout).]:output:'
        '--diagnostics-format[human (source line and caret), gcc (one line each) or github (workflow annotations).]:diagnostics-format:{__navviz_complete "${___diagnostics_format[@]}"}'
        '--color[Colour diagnostics\: auto (only on a terminal), always or never.]:color:{__navviz_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_watch() {
    local -i ret=1
    local -ar ___theme=('light' 'dark' 'auto')
    local -ar ___diagnostics_format=('human' 'gcc' 'github')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        ':flow:'
        '--port[The port (0\: any free port; the address printed tells which).]:port:'
        '--host[The loopback address to listen on.]:host:'
        '--theme[light, dark, or auto\: the page follows the reader'\''s light or dark scheme.]:theme:{__navviz_complete "${___theme[@]}"}'
        '--diagnostics-format[human (source line and caret), gcc (one line each) or github (workflow annotations).]:diagnostics-format:{__navviz_complete "${___diagnostics_format[@]}"}'
        '--color[Colour diagnostics\: auto (only on a terminal), always or never.]:color:{__navviz_complete "${___color[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_lsp() {
    local -i ret=1
    local -ar ___strict=('uikit' 'lint')
    local -ar arg_specs=(
        '--preview[Where `navviz watch` listens, for the preview to follow the cursor (HOST\:PORT on loopback), or `off`.]:address:'
        '--strict[Show UIKit'\''s warnings as errors (`--strict`), or navviz'\''s lints as well (`--strict=lint`), as `check` fails on them.]:uikit|lint:{__navviz_complete "${___strict[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_mcp() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_navviz_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _navviz ]]; then
    _navviz "${@}"
else
    compdef _navviz navviz
fi
